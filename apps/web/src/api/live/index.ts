export * from './apply-project-change';
export * from './project-stream';
export * from './project-live-sync';
export * from './use-project-live';
