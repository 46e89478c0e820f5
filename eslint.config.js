import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SQL_ONLY_IN_REPOSITORIES =
  'Only *.repository.ts (and schema, seed, migrations, tests) touch SQL: call a repository function (docs/decisions/0095).';
const EFFECTS_THROUGH_THE_OUTBOX =
  'Send e-mail or publish live events by recording an effect (platform/effects/record-effect.ts, docs/decisions/0192); only effect handlers and the composition root hold the mailer and the realtime hub.';
/**
 * drizzle-orm and the tables (type imports of row types are fine); optionally the *.sql fragment
 * builders; optionally the mailer and the realtime hub (their types are fine: a capability is passed in).
 */
const restrictedImports = ({ fragments, effectDoors }) => [
  'error',
  {
    patterns: [
      { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES },
      { group: ['**/*.schema'], allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES },
      ...(fragments ? [{ group: ['**/*.sql'], message: SQL_ONLY_IN_REPOSITORIES }] : []),
      ...(effectDoors
        ? [{ group: ['**/email/mailer', '**/realtime/realtime-hub'], allowTypeImports: true, message: EFFECTS_THROUGH_THE_OUTBOX }]
        : []),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'tools/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // Type-aware rules for what types alone catch: a promise nobody awaits or handles, a promise where a
  // callback must return nothing (an async handler an emitter would not wait for), awaiting a non-promise.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // Only repositories touch SQL (docs/decisions/0095). The composition root (app.ts) may hand a
  // *.sql scope rule from one module to another. Only effect handlers and the composition root import
  // the mailer and the realtime hub (docs/decisions/0192).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.schema.ts',
      'apps/server/src/**/*.sql.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*-test-kit.ts',
      'apps/server/src/test/**',
      'apps/server/src/cli/**',
      'apps/server/src/platform/db/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ fragments: true, effectDoors: true }) },
  },
  // The mailer and the realtime hub: their own folders, the effect handlers and the process's entry point.
  {
    files: [
      'apps/server/src/main.ts',
      'apps/server/src/platform/effects/*-handler.ts',
      'apps/server/src/platform/email/**',
      'apps/server/src/platform/realtime/**',
    ],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.schema.ts', 'apps/server/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ fragments: true, effectDoors: false }) },
  },
  {
    files: ['apps/server/src/app.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ fragments: false, effectDoors: false }) },
  },
  // Import boundaries (docs/conventions.md §2): domain imports nothing of ours; server platform/ imports no module; web and server never import
  // each other; web features do not import other features; ui and lib do not import features or app.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**/*', 'apps/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'packages/domain/**', mode: 'full' },
        {
          type: 'server-test',
          pattern: [
            'apps/server/src/test/**',
            'apps/server/src/**/*.test.ts',
            'apps/server/src/**/*-test-kit.ts',
          ],
          mode: 'full',
        },
        { type: 'server-platform', pattern: 'apps/server/src/platform/**', mode: 'full' },
        { type: 'server', pattern: 'apps/server/**', mode: 'full' },
        { type: 'web-app', pattern: 'apps/web/src/app/**', mode: 'full' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib,test}/**', mode: 'full' },
        { type: 'web-root', pattern: 'apps/web/src/*', mode: 'full' },
      ],
      'import/resolver': { [path.resolve(import.meta.dirname, 'tools/eslint-import-resolver.cjs')]: {} },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'domain', allow: ['domain'] },
            { from: 'server', allow: ['server', 'server-platform', 'domain'] },
            // platform/ is the foundation every module builds on: it never imports a module.
            { from: 'server-platform', allow: ['server-platform', 'domain'] },
            { from: 'server-test', allow: ['server-test', 'server', 'server-platform', 'domain'] },
            { from: 'web-shared', allow: ['web-shared', 'domain'] },
            {
              from: 'web-feature',
              allow: ['web-shared', 'domain', ['web-feature', { feature: '${from.feature}' }]],
            },
            { from: 'web-app', allow: ['web-app', 'web-feature', 'web-shared', 'domain'] },
            { from: 'web-root', allow: ['web-app', 'web-shared', 'web-root', 'domain'] },
          ],
        },
      ],
    },
  },
);
