import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'data/', 'coverage/', 'reports/', '.react-router/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from the parsed env (schemas/env.ts), not process.env.',
        },
      ],
    },
  },
  {
    // The app is shipped to browsers: it must never reach into the server.
    files: ['app/**/*.{ts,tsx}', 'content/**/*.ts', 'schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/*'], message: 'The app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // The few places that hand the real environment to parseEnv.
    files: [
      'server/server.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
