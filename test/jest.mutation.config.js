// The suites that `npm run test:mutation` runs against each mutant (test/stryker.config.mjs): every
// test file alone, as jest.config.js runs them, in one project, because Stryker wraps a single test
// environment to learn which tests cover which mutant. That environment and the setup take each
// side's own (test/helpers/mutation).
const path = require('node:path');
const base = require('./jest.config');

const { client, server, serverIgnored } = base.projectsOf;

module.exports = {
  rootDir: base.rootDir,
  // A path of its own: Stryker loads the environment itself, without jest's <rootDir>.
  testEnvironment: path.join(__dirname, 'helpers/mutation/environment.js'),
  testMatch: [...client.testMatch, ...server.testMatch],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...serverIgnored,
    // It chooses plain node as its environment, which reports nothing to Stryker; it prerenders
    // client pages and reaches neither the domain rules nor the services.
    '/test/client/app/prerender\\.test\\.tsx$',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/mutation/setup.js'],
  moduleNameMapper: client.moduleNameMapper,
  transform: client.transform,
  transformIgnorePatterns: client.transformIgnorePatterns,
};
