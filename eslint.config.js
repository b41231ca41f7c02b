import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const webImportResolver = fileURLToPath(new URL('./apps/web/eslint-import-resolver.cjs', import.meta.url));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'api', pattern: 'apps/web/src/api/**' },
        { type: 'ui', pattern: 'apps/web/src/components/**' },
        { type: 'lib', pattern: 'apps/web/src/lib/**' },
      ],
      // The typescript resolver is not installed; a local one resolves the `@/` alias and .ts(x) files.
      'import/resolver': { [webImportResolver]: {} },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import other features; shared code never imports features (docs/architecture.md, Web).
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: { type: 'app' }, allow: { to: { type: ['app', 'feature', 'api', 'ui', 'lib'] } } },
            {
              from: { type: 'feature' },
              allow: [
                { to: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } },
                { to: { type: ['api', 'ui', 'lib'] } },
              ],
            },
            { from: { type: 'api' }, allow: { to: { type: ['api', 'lib'] } } },
            { from: { type: 'ui' }, allow: { to: { type: ['ui', 'lib'] } } },
            { from: { type: 'lib' }, allow: { to: { type: 'lib' } } },
          ],
        },
      ],
    },
  },
  {
    // No module reaches into another module's queries (docs/architecture.md, Server).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.queries.js', '../*/*.queries'], message: 'Call the other module\'s service, not its queries.' }] },
      ],
    },
  },
);
