/*
 * The schemas of the server's answers and of the bodies it takes, and the import file's parser
 * built on them, apart from the rest of the package (`@plotline/shared/answer-schemas`): the web
 * app's late schema checks load these and zod alone, not every module of the package
 * (docs/decisions.md D100). The package's index exports them too. The first half is its own entry
 * (`./answer-schemas-first`, which those checks build a task earlier, D104); the rest follow.
 */
export * from './answer-schemas-first.js';
export * from './schemas/auth.js';
export * from './schemas/admin.js';
export * from './schemas/organization-invitations.js';
export * from './schemas/bulk.js';
export * from './schemas/publishing.js';
export * from './schemas/portfolio.js';
export * from './schemas/account.js';
export * from './schemas/csv-import.js';
export * from './schemas/render.js';
export * from './import-format.js';
