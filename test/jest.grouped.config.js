// `npm test`: every test file of jest.config.js, run in groups that share a module registry
// (test/groups.js, docs/testing.md#groups). Files that replace modules run alone.
const base = require('./jest.config');
const { writeGroups } = require('./groups');

const { client, server, serverIgnored } = base.projectsOf;
const ignored = serverIgnored.map((pattern) => new RegExp(pattern));

module.exports = {
  rootDir: base.rootDir,
  maxWorkers: base.maxWorkers,
  testSequencer: '<rootDir>/test/sequencer.js',
  projects: [
    {
      ...client,
      testMatch: writeGroups({
        name: 'client',
        dir: 'test/client',
        suffix: /\.test\.tsx?$/,
        extension: '.tsx',
        size: 12,
        beforeEachFile: { module: 'client/freshDocument', name: 'freshDocument' },
      }),
    },
    {
      ...server,
      testMatch: writeGroups({
        name: 'server',
        dir: 'test/server',
        suffix: /\.test\.ts$/,
        extension: '.ts',
        size: 16,
        include: (file) => !ignored.some((pattern) => pattern.test(file)),
      }),
    },
  ],
};
