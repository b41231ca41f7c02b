export * from './slip.js';
