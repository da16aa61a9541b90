import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
