export * from './admin-fetchers';
export * from './admin-queries';
export * from './admin-hooks';
