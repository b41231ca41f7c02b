export * from './types.js';
export {
  daySpan,
  earliestSuccessorStart,
  latestPredecessorEnd,
  isDependencyViolated,
  scheduleDay,
  type DaySpan,
} from './rules.js';
export { findDependencyCycle } from './cycle.js';
export { autoSchedule, scheduleReads } from './auto-schedule.js';
export { criticalPath, type CriticalPath } from './critical-path.js';
