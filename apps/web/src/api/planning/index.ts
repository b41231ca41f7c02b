export * from './planning-fetchers';
export * from './planning-queries';
export * from './planning-hooks';
export { useProjectChanges, useSavingIds, type PlanningChange, type PlanningChangeKind } from './planning-changes';
export * from './transfer';
export { isTemporaryId } from './project-cache';
export * from './dependency-hooks';
export { scheduleEventMap, toScheduleEvent } from './dependency-cache';
