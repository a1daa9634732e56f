import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Patterns are .gitignore lines, where a leading # starts a comment: the project's #-aliases are
// written \# (in a string, "\\#") to be patterns at all.
const NO_SERVER = {
  group: ['\\#server/*', '**/server/*'],
  message: 'The app never imports the server.',
}

const WORKSPACE = ['app/staff/**', 'app/routes/staff/**', 'app/components/staff/**']
const NO_WORKSPACE = {
  group: ['\\#app/staff/*', '\\#app/routes/staff/*', '\\#app/components/staff/*', '**/staff/*'],
  message: 'Public pages never import the staff workspace (docs/decisions/0010).',
}

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
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] },
  },
  {
    // The staff workspace is its own area (app/staff, app/routes/staff, app/components/staff):
    // no public page, component or helper imports it, so none of it reaches a visitor's page.
    files: ['app/**/*.{ts,tsx}'],
    ignores: WORKSPACE,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_WORKSPACE] }] },
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
