import './scripts/lint/use-typescript-6-api.js'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { boundaries } from './scripts/lint/boundaries.js'

/**
 * `npm run lint`. The rule sets the ecosystem recommends (ESLint, typescript-eslint without type
 * information, React's hooks rules, jsx-a11y) and the folders' boundaries (scripts/lint/boundaries.js).
 * docs/DECISIONS.md, "Lint and format", has the choices.
 */
export default tseslint.config(
  {
    ignores: ['dist/', 'build/', 'data/', '.tmp/', '.tanstack/', 'test-results/', 'playwright-report/', 'src/client/routeTree.gen.ts', 'src/server/db/migrations/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a value taken on purpose and left unused (a destructured field left out).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` that a callback reads before the one assignment (a value that arrives later) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // A focused test hides the others from the run, a skipped one hides itself (issue 25): neither lands.
    // A conditional skip stays: `test.skipIf(cond)`, or Playwright's `test.skip(cond, reason)` inside a test.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name=/^(test|it|describe)$/][property.name='only']", message: 'A focused test (.only) keeps the rest from running.' },
        {
          selector:
            "CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name=/^(skip|todo)$/]:matches([arguments.0.raw=/^['\"]/], [arguments.0.type='TemplateLiteral'])",
          message: 'A bare .skip hides a test for good: fix it, delete it, or skip it on a condition (skipIf).',
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `async ({}, use)` asks for none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // A spec takes `test` from the project's fixtures, whose page fails on an uncaught error or a console.error.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Take test and expect from './fixtures/test.ts' (its console-error guard)." }] },
      ],
    },
  },
  {
    // TypeScript resolves names in .ts files; plain .js files run either in Node (configs, lint
    // helpers) or in the page (the e2e fakes a test injects).
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The stand-in images' commands (scripts/container/stand-ins): CommonJS run by the image's Node.
    files: ['**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/e2e/fixtures/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's text sits a few elements down (a radio card's name, Chakra's Text inside Trans).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 5 }],
    },
  },
  ...boundaries,
)
