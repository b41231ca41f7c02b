export * from './schemas.js';
export * from './constants.js';
export * from './describe.js';
