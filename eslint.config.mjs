// Lint rules: typescript-eslint, no import cycles, and the import rules of docs/architecture.md
// (client never imports server; shared imports neither; each side's layers point one way; only
// lib/hooks.ts imports react-redux hooks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Each feature's public surface is its index.ts: from outside features/<name>/ (other features,
// pages, app), its files are reached only through it, whether by alias or by a relative path
// (docs/architecture.md#import-rules). A zone per feature folder, below.
const CLIENT = path.join(here, 'src/client');
const FEATURES = fs
  .readdirSync(path.join(CLIENT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const OUTSIDE_FEATURES = fs
  .readdirSync(CLIENT)
  .filter((name) => name !== 'features')
  .map((name) => `src/client/${name}`);
const featureIndexZones = FEATURES.map((feature) => ({
  target: [
    ...OUTSIDE_FEATURES,
    ...FEATURES.filter((other) => other !== feature).map((o) => `src/client/features/${o}`),
  ],
  from: `src/client/features/${feature}`,
  except: ['./index.ts'],
  message: `Import @client/features/${feature} (its index.ts), not a file inside the feature.`,
}));

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
      // Written by test/groups.js for each run of the whole suite.
      'test/.groups/**',
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
      // The browser's layout effect, with the plain one in the prerender build, checked as both are.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useBrowserLayoutEffect$' }],
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
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                'Use components/RouterLink.tsx: these bring their code into every page (decision 028).',
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
    // The prerendering build runs in Node and renders with React's server renderer (react-dom/server).
    files: ['src/client/app/prerender.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Client layers point one way: app (composition) -> pages -> features -> components, lib, api
  // (docs/architecture.md#import-rules).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            {
              target: 'src/client/pages',
              from: 'src/client/api',
              message: 'Pages make no calls: dispatch an action and read a selector.',
            },
            {
              target: 'src/client/pages',
              from: 'src/client/app',
              message: 'Pages do not import the composition; take the store types from lib/hooks.',
            },
            {
              target: 'src/client/features',
              from: ['src/client/app', 'src/client/pages'],
              message: 'Features import neither the composition nor pages.',
            },
            {
              target: ['src/client/components', 'src/client/api'],
              from: ['src/client/app', 'src/client/pages', 'src/client/features', 'src/client/lib'],
              message: 'Shared components and the HTTP layer know no feature and no store.',
            },
            {
              target: 'src/client/components',
              from: 'src/client/api',
              message: 'Shared components are presentational: they make no calls.',
            },
            ...featureIndexZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/lib/**/*.{ts,tsx}'],
    // The typed hooks are the one module below app/ that reads the store's types.
    ignores: ['src/client/lib/hooks.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            {
              target: 'src/client/lib',
              from: ['src/client/app', 'src/client/pages', 'src/client/features'],
              message: 'lib/ is below every feature.',
            },
          ],
        },
      ],
    },
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
    // What the client loads at run time carries no schema library.
    files: ['src/shared/{api,domain}/**/*.ts', 'src/shared/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['typebox', '@sinclair/typebox'], message: 'Kept free of TypeBox.' },
            {
              group: ['**/contracts/**'],
              allowTypeImports: true,
              message: 'Contracts carry schemas: import their types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client takes the contracts' types, never their schemas.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shared/contracts/*', 'typebox', '@sinclair/typebox'],
              allowTypeImports: true,
              message: 'Import contracts as types only, so no schema reaches the bundle.',
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
  // Server layers point one way: db <- repositories <- services <- routes and plugins; lib is below
  // them all; migrations are frozen and import nothing live (docs/decisions/013-server-layers.md).
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            {
              target: 'src/server/db/migrations',
              from: ['src/server', 'src/shared'],
              except: ['./db/migrations'],
              message: 'A migration is frozen: copy what it needs into db/migrations/frozen.',
            },
            {
              target: 'src/server/lib',
              from: 'src/server',
              except: ['./lib'],
              message: 'lib/ is plain helpers below every layer.',
            },
            {
              target: 'src/server/db',
              from: [
                'src/server/repositories',
                'src/server/services',
                'src/server/routes',
                'src/server/plugins',
                'src/server/seed',
                'src/server/hub',
              ],
              message: 'The database layer imports no layer above it.',
            },
            {
              target: 'src/server/repositories',
              from: [
                'src/server/services',
                'src/server/routes',
                'src/server/plugins',
                'src/server/seed',
                'src/server/hub',
              ],
              message: 'Repositories import only the database layer and lib/.',
            },
            {
              target: 'src/server/services',
              from: ['src/server/routes', 'src/server/seed'],
              message: 'Services import no route or seeding code.',
            },
            {
              target: 'src/server/services',
              from: 'src/server/plugins',
              message: 'Services import no plugin.',
            },
            {
              target: 'src/server/routes',
              from: 'src/server/db',
              except: ['./types.ts'],
              message: 'Routes read through repositories and write through services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
