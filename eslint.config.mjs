// Lint rules: typescript-eslint, no import cycles, and the layering of DESIGN.md
// (client never imports server; shared imports neither; only lib/hooks.ts imports react-redux hooks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // The path aliases of tsconfig.json, so that import rules and cycle checks see through them.
  alias: {
    '@client': [path.join(here, 'src/client')],
    '@shared': [path.join(here, 'src/shared')],
    '@server': [path.join(here, 'src/server')],
    '@test': [path.join(here, 'test/helpers')],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [resolver] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}', 'test/helpers/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/server'], message: 'The client must not import server code.' },
          ],
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks of src/client/lib/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/lib/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**'],
              message: 'Shared code imports neither client nor server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
