// Two projects: the client in jsdom, the server (and its hub) in node. This configuration runs each
// test file alone, in a module registry of its own: for one file, a folder or watch mode
// (`npm run test:files -- <path>`). `npm test` runs the same files in groups (jest.grouped.config.js).
// docs/testing.md says how the suites are laid out.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// ESM-only packages that must be compiled to CommonJS for jest.
const esmOnly = [
  'typebox',
  '@fastify/type-provider-typebox',
  'content-disposition',
  'cookie',
  'react-router',
  '@remix-run',
  'kysely',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
// Jest compiles TypeScript with SWC: the same output as Babel for the tests' purposes (types removed,
// JSX for the automatic runtime, CommonJS, jest.mock hoisted) at a small part of Babel's time. Babel
// still compiles the client for webpack (babel.config.js).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    sourceMaps: 'inline',
  },
];
const transform = { '\\.[cm]?[jt]sx?$': swc };
// The path aliases of tsconfig.json.
const aliases = {
  '^@client/(.*)$': '<rootDir>/src/client/$1',
  '^@shared/(.*)$': '<rootDir>/src/shared/$1',
  '^@server/(.*)$': '<rootDir>/src/server/$1',
  '^@test/(.*)$': '<rootDir>/test/helpers/$1',
};

// PostgreSQL-only suites run in the pass that sets DATABASE_URL, Redis suites in the one that sets
// REDIS_URL, suites of the built server (dist/node) in the one that sets BUILT_SERVER after a build.
const serverIgnored = [
  ...(process.env.DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$']),
  ...(process.env.REDIS_URL ? [] : ['\\.redis\\.test\\.ts$']),
  ...(process.env.BUILT_SERVER ? [] : ['\\.built\\.test\\.ts$']),
];

// Reports, builds and Stryker's copies of the repository (test-results/mutation/sandbox): not
// modules of the tests, and a copy's package.json would clash with the repository's own.
const modulePathIgnorePatterns = ['<rootDir>/test-results/', '<rootDir>/dist/'];

const client = {
  displayName: 'client',
  rootDir: root,
  testEnvironment: '<rootDir>/test/helpers/client/jsdomEnvironment.js',
  testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/client/setup.ts'],
  moduleNameMapper: { ...aliases, '\\.(css|svg|png|jpg)$': '<rootDir>/test/helpers/client/fileStub.js' },
  transform,
  transformIgnorePatterns,
  modulePathIgnorePatterns,
};

const server = {
  displayName: 'server',
  rootDir: root,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/server/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...serverIgnored],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/server/setup.ts'],
  moduleNameMapper: aliases,
  transform,
  transformIgnorePatterns,
  modulePathIgnorePatterns,
};

module.exports = {
  rootDir: root,
  // Both cores: jest would otherwise keep one for itself and run every file in its own process.
  maxWorkers: 2,
  projects: [client, server],
};
// For jest.grouped.config.js; not an option of jest's, so it is defined out of jest's sight.
Object.defineProperty(module.exports, 'projectsOf', { value: { client, server, serverIgnored } });
