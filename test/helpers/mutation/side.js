// Which side a test file belongs to under `npm run test:mutation`: a file of test/client, or a group
// of them (test/jest.mutation.config.js). The environment and the setup choose by it; it loads
// nothing, so that the setup does not bring jsdom into the tests' module registry.
const path = require('node:path');

const isClient = (testPath) =>
  testPath.includes(`${path.sep}test${path.sep}client${path.sep}`) ||
  path.basename(testPath).startsWith('mutation-client-');

module.exports = { isClient };
