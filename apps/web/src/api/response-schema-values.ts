/*
 * The schemas api/response-schemas.ts loads after the first paint (docs/decisions.md D82): a module
 * of its own, so they and zod form a chunk of their own rather than joining the shared code the
 * first paint imports; the answer schemas alone, not every module of the shared package (D100).
 */
export * from '@plotline/shared/answer-schemas';
