import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { boundaries } from './eslint/boundaries.js'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // lib/, components/, features/ and app/'s frames keep to their own place (eslint/boundaries.js; README, "Layout").
    files: ['src/**/*.{ts,tsx}'],
    plugins: { pistil: { rules: { boundaries } } },
    rules: { 'pistil/boundaries': 'error' },
  },
  {
    // recharts is large: only the reports screen draws charts, so no other screen's code may pull it in.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/consoleReports/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'recharts', message: 'Only src/features/consoleReports/ draws charts; recharts stays out of every other chunk.' }],
          patterns: [{ group: ['recharts/*'], message: 'Only src/features/consoleReports/ draws charts; recharts stays out of every other chunk.' }],
        },
      ],
    },
  },
  {
    // Preact renders the app (ADR 0023) and leaves autoFocus to the browser, which ignores it after the page loads.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message: 'autoFocus does nothing for an element drawn after the page loads: give it ref={focusWhenDrawn} (src/lib/focus.ts).',
        },
      ],
    },
  },
  {
    // A component file over about 400 lines does too much: split it into parts in its feature folder (issue 21).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Specs take test and expect from e2e/test.ts, whose test records the API exchanges the contract check reads.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './test', which records the API exchanges." }] },
      ],
    },
  },
)
