import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: shared rules, the server API (on SQLite and on a
// real PostgreSQL that scripts/test-postgres.ts starts) and the web components (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
