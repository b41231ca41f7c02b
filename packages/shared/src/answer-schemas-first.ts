/*
 * The first half of the answer schemas (`@plotline/shared/answer-schemas-first`): the web app's late
 * schema checks evaluate these a task before the rest (`./answer-schemas`, which re-exports this),
 * so building the schemas is two tasks, not one long one (docs/decisions.md D104). About half of the
 * schemas built, the planning answers and what they are made of.
 */
export * from './schemas/common.js';
export * from './schemas/user.js';
export * from './schemas/preferences.js';
export * from './schemas/planning.js';
export * from './schemas/dependencies.js';
export * from './schemas/project-window.js';
export * from './schemas/baselines.js';
export * from './schemas/live.js';
export * from './history/schemas.js';
