import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Flat config replaces a rule's options per file rather than merging them, so the restrictions
// are named once and combined for each group of files.
// A regex, not a gitignore-style group: there a leading '#' starts a comment, so '#server/*'
// never matched anything.
const NOT_THE_SERVER = {
  regex: '^#server/|(^|/)server/',
  message: 'The app never imports the server.',
}
// Imports flow one way: app → domain, schemas, content ← server. What both sides need (the
// dictionaries' helpers, the languages' paths) lives in domain/.
const NOT_THE_APP = {
  regex: '^#app/|(^|/)app/',
  message: 'Only the app imports the app: move what the server needs to domain/.',
}
// schemas/zod.ts turns off zod's eval probe (forbidden by the CSP) and gives its messages plain
// words; a module that imports zod itself can build schemas before that configuration runs.
const ZOD_MESSAGE = "Import z from '#schemas/zod.ts' (or './zod.ts' in schemas/), not from zod."
const ZOD_DIRECTLY = { name: 'zod', message: ZOD_MESSAGE }
const ZOD_SUBPATHS = { group: ['zod/*'], message: ZOD_MESSAGE }

const WORKSPACE = ['app/staff/**', 'app/routes/staff/**', 'app/components/staff/**']
const NOT_THE_WORKSPACE = {
  regex: '^#app/(staff|routes/staff|components/staff)/|(^|/)staff/',
  message: 'Public pages never import the staff workspace (docs/decisions/0010).',
}

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration from the parsed env (schemas/env.ts), not process.env.',
}
const FLOAT_MESSAGE = 'Money is exact: bigint minor units (domain/pricing/decimal.ts), no floats.'
const NO_FLOATS = [
  // 0.5, 1e3, .25 (a bigint's raw text ends in n; strings start with a quote)
  { selector: 'Literal[raw=/^[0-9]*[.eE]/]', message: FLOAT_MESSAGE },
  { selector: "CallExpression[callee.name='Number']", message: FLOAT_MESSAGE },
  { selector: "CallExpression[callee.name='parseFloat']", message: FLOAT_MESSAGE },
  { selector: "MemberExpression[property.name='parseFloat']", message: FLOAT_MESSAGE },
  { selector: "MemberExpression[object.name='Math']", message: FLOAT_MESSAGE },
  { selector: "MemberExpression[property.name='toFixed']", message: FLOAT_MESSAGE },
  { selector: "UnaryExpression[operator='+'][argument.type!='Literal']", message: FLOAT_MESSAGE },
]

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    // The price engine is exact (docs/decisions/0020-exact-money.md): no binary floating point.
    files: ['domain/pricing/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', PROCESS_ENV, ...NO_FLOATS] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['schemas/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ZOD_DIRECTLY], patterns: [ZOD_SUBPATHS] }],
    },
  },
  {
    // The app is shipped to browsers: it must never reach into the server.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_DIRECTLY], patterns: [NOT_THE_SERVER, ZOD_SUBPATHS] },
      ],
    },
  },
  {
    // Shared by the app and the server, so it imports neither.
    files: ['content/**/*.ts', 'domain/**/*.ts', 'schemas/**/*.ts'],
    ignores: ['schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_DIRECTLY], patterns: [NOT_THE_SERVER, NOT_THE_APP, ZOD_SUBPATHS] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_DIRECTLY], patterns: [NOT_THE_APP, ZOD_SUBPATHS] },
      ],
    },
  },
  {
    // The staff workspace is its own area (app/staff, app/routes/staff, app/components/staff):
    // no public page, component or helper imports it, so none of it reaches a visitor's page.
    files: ['app/**/*.{ts,tsx}'],
    ignores: WORKSPACE,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD_DIRECTLY], patterns: [NOT_THE_SERVER, NOT_THE_WORKSPACE, ZOD_SUBPATHS] },
      ],
    },
  },
  {
    files: ['schemas/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_SERVER, NOT_THE_APP] }] },
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
  {
    // A page changes after it is read: an e2e assertion retries until its timeout (decision 0013).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression:matches([callee.name='expect'], [callee.object.name='expect']) > AwaitExpression.arguments",
          message:
            'expect(await …) reads the page once: use `await expect.poll(() => …)`, which retries ' +
            'until the page gets there (decision 0013).',
        },
      ],
    },
  },
)
