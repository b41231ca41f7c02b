export * from './account-fetchers';
export * from './account-queries';
export * from './account-hooks';
export * from './default-view';
