export * from './planning-fetchers';
export * from './planning-queries';
export * from './planning-hooks';
export * from './transfer';
export { isTemporaryId } from './project-cache';
