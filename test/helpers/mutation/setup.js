// Each side's own setup, as jest.config.js's projects give it (the environment is chosen alike).
/* global expect */
if (expect.getState().testPath?.includes('/test/client/')) require('../client/setup');
else require('../server/setup');
