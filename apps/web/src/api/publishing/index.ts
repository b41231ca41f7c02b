export * from './publishing-fetchers';
export * from './publishing-queries';
export * from './publishing-hooks';
