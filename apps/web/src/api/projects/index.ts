export * from './projects-fetchers';
export * from './projects-queries';
export * from './projects-hooks';
export * from './projects-messages';
