import { ConfigError, loadConfig } from '../src/config.js';

/** The problems a ConfigError lists, or a failure when the configuration was accepted. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('configuration was accepted');
}
