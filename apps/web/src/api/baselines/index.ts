export * from './baselines-api';
export * from './use-baseline-compare';
