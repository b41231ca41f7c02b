export * from './organization-fetchers';
export * from './organization-queries';
export * from './organization-hooks';
