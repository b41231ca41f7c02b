export * from './preferences-fetchers';
export * from './preferences-queries';
export * from './preferences-hooks';
