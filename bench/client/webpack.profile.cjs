// The client as `npm run bench:client` measures it (docs/performance.md#client): the production
// build of webpack.config.js, with react-dom's profiling build, so that React's <Profiler> reports
// commit times, and PROFILE_COMMITS on, so that app/profiling.ts records them. It builds into
// dist/bench-client and never touches dist/public.
//
//   npx webpack -c bench/client/webpack.profile.cjs
const path = require('node:path');
const webpack = require('webpack');
const appConfig = require('../../webpack.config.js');

const root = path.resolve(__dirname, '..', '..');
const OUT_DIR = path.join(root, 'dist', 'bench-client');

module.exports = (env = {}, argv = {}) => {
  const config = appConfig({ ...env, clientOnly: true }, { ...argv, mode: 'production' });
  const definitions = { 'process.env.PROFILE_COMMITS': JSON.stringify('true') };
  // One definition per name: the app's DefinePlugin takes the flag if it names it, else a second one.
  const define = config.plugins.find((p) => p instanceof webpack.DefinePlugin);
  const plugins = config.plugins.filter(
    // Pre-compressed copies are of no use to a benchmark that serves from the same machine.
    (p) => p.constructor.name !== 'CompressionPlugin',
  );
  if (define && 'process.env.PROFILE_COMMITS' in define.definitions)
    Object.assign(define.definitions, definitions);
  else plugins.push(new webpack.DefinePlugin(definitions));
  return {
    ...config,
    mode: 'production',
    output: { ...config.output, path: OUT_DIR },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        // React 19 ships its profiling renderer as react-dom/profiling (createRoot and the rest of
        // react-dom/client, with the Profiler's timings kept in production).
        'react-dom/client$': require.resolve('react-dom/profiling'),
      },
    },
    // Source maps cost build time and nothing here reads them.
    devtool: false,
    // The profiling renderer is larger than the budget the app's hints are set for.
    performance: false,
    plugins,
  };
};
