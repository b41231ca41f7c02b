/*
 * The first step of the late schema checks (api/response-schemas.ts, docs/decisions.md D104): zod and
 * about half of the answer schemas, evaluated a task before the rest (response-schema-values.ts), so
 * building them does not make one long task.
 */
export * from '@plotline/shared/answer-schemas-first';
