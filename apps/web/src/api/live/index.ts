// Only the hook: the stream and its sync are a chunk fetched after the first paint (docs/decisions.md D85).
export * from './use-project-live';
