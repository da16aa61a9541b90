import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The direction packages import in (ARCHITECTURE.md): `core` <- `db`, `integrations` <-
 * `sections` (core only) <- `builder`, `portal-host`; apps never import each other. Each entry
 * names the repository folders a package may import from; every other folder of the repository
 * is off limits to it (ADR 029). e2e, bench and scripts put the apps together and are not limited.
 */
const LAYERS = {
  core: [],
  db: ['core'],
  integrations: ['core', 'db'],
  sections: ['core'],
  builder: ['core', 'db', 'integrations', 'sections'],
  'portal-host': ['core', 'db', 'integrations', 'sections'],
};
const FOLDERS = [...Object.keys(LAYERS), 'e2e', 'bench', 'scripts', 'docker'];
const layerZones = Object.entries(LAYERS).map(([target, allowed]) => ({
  target: `./${target}`,
  from: FOLDERS.filter((folder) => folder !== target && !allowed.includes(folder)).map((folder) => `./${folder}`),
  message: allowed.length
    ? `Of the repository's packages, ${target} may import only ${allowed.join(', ')} (ARCHITECTURE.md, ADR 029).`
    : `${target} imports no other package of the repository (ARCHITECTURE.md, ADR 029).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through env.server.ts / loadEnv, not process.env.',
        },
      ],
    },
  },
  {
    // Layering: imports are resolved to files (package names through their `exports`, symlinks
    // to the workspace folder), so `@atrium/db` and `../../db/src/x` are the same import.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.css'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // core is pure and isomorphic: zod is its one dependency (its tests may use vitest and fast-check).
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.\\.?/)',
              message: 'core imports only zod (ARCHITECTURE.md, ADR 029): no I/O, no React, no other package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration entry points, test fixtures and scripts may read the environment.
    files: [
      '**/env.server.ts',
      '**/testing/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/main.ts',
      'vitest.setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
