export * from './preferences-fetchers';
export * from './preferences-queries';
export * from './preferences-hooks';
export * from './selected-project';
export * from './default-view';
export * from './theme';
