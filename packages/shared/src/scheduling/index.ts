export * from './types.js';
export {
  daySpan,
  earliestSuccessorStart,
  latestPredecessorEnd,
  isDependencyViolated,
  type DaySpan,
} from './rules.js';
export { findDependencyCycle } from './graph.js';
export { autoSchedule } from './auto-schedule.js';
export { criticalPath, type CriticalPath } from './critical-path.js';
