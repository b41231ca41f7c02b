export * from './account-fetchers';
export * from './account-queries';
export * from './account-hooks';
