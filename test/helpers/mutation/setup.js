// Each side's own setup, as jest.config.js's projects give it (the environment is chosen alike).
/* global expect */
const { isClient } = require('./side');

if (isClient(expect.getState().testPath ?? '')) require('../client/setup');
else require('../server/setup');
