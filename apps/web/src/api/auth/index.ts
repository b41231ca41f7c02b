export * from './auth-fetchers';
export * from './auth-queries';
export * from './auth-hooks';
