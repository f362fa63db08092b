// Two projects: the client in jsdom, the server (and its hub) in node.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// ESM-only packages that babel-jest must compile to CommonJS.
const esmOnly = ['typebox', '@fastify/type-provider-typebox', 'content-disposition', 'cookie'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
// The path aliases of tsconfig.json.
const aliases = {
  '^@client/(.*)$': '<rootDir>/src/client/$1',
  '^@shared/(.*)$': '<rootDir>/src/shared/$1',
  '^@server/(.*)$': '<rootDir>/src/server/$1',
  '^@test/(.*)$': '<rootDir>/test/helpers/$1',
};

module.exports = {
  rootDir: root,
  projects: [
    {
      displayName: 'client',
      rootDir: root,
      testEnvironment: '<rootDir>/test/helpers/client/jsdomEnvironment.js',
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/client/setup.ts'],
      moduleNameMapper: { ...aliases, '\\.(css|svg|png|jpg)$': '<rootDir>/test/helpers/client/fileStub.js' },
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      rootDir: root,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // PostgreSQL-only suites run in the pass that sets DATABASE_URL, Redis suites in the one that
      // sets REDIS_URL.
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(process.env.DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$']),
        ...(process.env.REDIS_URL ? [] : ['\\.redis\\.test\\.ts$']),
      ],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/server/setup.ts'],
      moduleNameMapper: aliases,
      // typebox ships only .mjs files, which jest's default transform pattern does not cover.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns,
    },
  ],
};
