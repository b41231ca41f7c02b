export * from './schemas.js';
export * from './describe.js';
