// Babel compiles the client for webpack and every test file for jest.

// The browsers the site supports (docs/decisions/024-initial-javascript.md): those of the last three
// years or so, which run object spread, optional chaining, class fields and async code natively.
// Compiling these down for older browsers put a copy of the spread helper into every module.
const BROWSERS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.6', 'ios_saf >= 15.6'];

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { modules: false, targets: BROWSERS },
      ],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
    // JSX only where the file says so: in a .ts file `<T>(x: T) => x` is a generic arrow function.
    // The development transform (component source locations for React's warnings) only in a development
    // build: webpack's mode sets the environment (webpack.config.js).
    overrides: [
      { test: /\.[jt]sx$/, presets: [['@babel/preset-react', { development: api.env('development') }]] },
    ],
  };
};
