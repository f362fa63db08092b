// The suites that `npm run test:mutation` runs against each mutant (test/stryker.config.mjs): the
// files of `npm test`, in one project, because Stryker wraps a single test environment to learn which
// tests cover which mutant. That environment and the setup take each side's own
// (test/helpers/mutation). Each side's files run as one group (test/groups.js): a mutant's run loads
// the app's modules once for the tests that cover it, instead of once for each group that holds one.
const path = require('node:path');
const base = require('./jest.config');
const { writeGroups } = require('./groups');

const { client, serverIgnored } = base.projectsOf;
const ignored = serverIgnored.map((pattern) => new RegExp(pattern));
// It chooses plain node as its environment, which reports nothing to Stryker; it prerenders client
// pages and reaches neither the domain rules nor the services.
const ownEnvironment = /^test\/client\/app\/prerender\.test\.tsx$/;

// `MUTATION_SIDE=server` runs the server's files only: the services are reached by no client test,
// and leaving the client's files out makes the first run, which learns what covers what, shorter.
const side = process.env.MUTATION_SIDE;
const testMatch = [
  ...(side === 'server'
    ? []
    : writeGroups({
        name: 'mutation-client',
        dir: 'test/client',
        suffix: /\.test\.tsx?$/,
        extension: '.tsx',
        size: Infinity,
        byFolder: false,
        byTestName: true,
        include: (file) => !ownEnvironment.test(file),
        beforeEachFile: { module: 'client/freshDocument', name: 'freshDocument' },
      })),
  ...(side === 'client'
    ? []
    : writeGroups({
        name: 'mutation-server',
        dir: 'test/server',
        suffix: /\.test\.ts$/,
        extension: '.ts',
        size: Infinity,
        byFolder: false,
        byTestName: true,
        include: (file) => !ignored.some((pattern) => pattern.test(file)),
      })),
];

module.exports = {
  rootDir: base.rootDir,
  // A path of its own: Stryker loads the environment itself, without jest's <rootDir>.
  testEnvironment: path.join(__dirname, 'helpers/mutation/environment.js'),
  testMatch,
  testSequencer: path.join(__dirname, 'helpers/mutation/sequencer.js'),
  setupFilesAfterEnv: ['<rootDir>/test/helpers/mutation/setup.js'],
  moduleNameMapper: client.moduleNameMapper,
  transform: client.transform,
  transformIgnorePatterns: client.transformIgnorePatterns,
};
