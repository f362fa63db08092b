// Client build: one entry, a lazy chunk per page, vendor chunks, pre-compressed assets for the server.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const FirstScreenCompileHints = require('./scripts/build/firstScreenCompileHints.cjs');
const { cssVariablesTheme, replacing, touchRipple } = require('./scripts/build/libraryTrims.cjs');

const PUBLIC_DIR = path.resolve(__dirname, 'public');
const OUT_DIR = path.resolve(__dirname, 'dist/public');
const PRERENDER_DIR = path.resolve(__dirname, 'dist/prerender');
const API_TARGET = 'http://localhost:3000';
const KIB = 1024;

/** Copies public/ (favicon and friends) beside the build; index.html is the template, not a copy. */
class CopyPublicPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(PUBLIC_DIR)) {
            const file = path.join(PUBLIC_DIR, name);
            if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

function clientConfig(argv) {
  const production = argv.mode !== 'development';
  const compressible = /\.(js|css|html|svg|json|txt)$/;

  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/client/index.tsx',
      // The page's one script tag: it loads the others once the page is painted (src/client/boot.ts).
      boot: { import: './src/client/boot.ts', runtime: false },
    },
    output: {
      path: OUT_DIR,
      publicPath: '/',
      // Ten hex digits of content hash are plenty to tell releases apart, and the runtime carries one
      // per chunk: the full twenty cost every page about a kilobyte.
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The path aliases of tsconfig.json (the client never imports the server).
      alias: {
        '@client': path.resolve(__dirname, 'src/client'),
        '@shared': path.resolve(__dirname, 'src/shared'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            // The browser targets are babel.config.js's; its environment follows the build's mode.
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
        {
          // A pure function module that declares nothing about side effects: Emotion imports it bare,
          // for its unused withTheme, and would keep it (with its own react-is) in every page.
          test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
          sideEffects: false,
        },
        {
          // A feature's public surface (its index.ts) only re-exports: an importer gets just the modules
          // it names, so importing through the index pulls nothing more into a chunk (the first download).
          test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        {
          // react-router is one large module whose components are created at its top level.
          test: /[\\/]node_modules[\\/]react-router[\\/].*\.m?js$/,
          use: {
            loader: 'babel-loader',
            options: {
              babelrc: false,
              configFile: false,
              compact: false,
              plugins: [require.resolve('./scripts/build/pureReactCalls.cjs')],
            },
          },
        },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      // DefinePlugin below sets it, once.
      nodeEnv: false,
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Initial vendors apart from the app code, so an app release keeps them cached.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|use-sync-external-store)[\\/]/,
            name: 'vendor-react',
            chunks: 'initial',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|notistack|goober|clsx)[\\/]/,
            name: 'vendor-mui',
            chunks: 'initial',
            priority: 20,
          },
          vendors: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendors',
            chunks: 'initial',
            priority: 10,
          },
        },
      },
    },
    performance: production
      ? {
          // A coarse guard on the first download, in the raw sizes webpack checks: the entry's scripts
          // (React, MUI, the store and the app's shell) gzip about 3 to 1. `npm run bench:bundle`
          // counts the budget itself (docs/requirements.md#performance), with the page's own chunks
          // as the browser fetches them. A lazy chunk may be larger (the charts are about 320 KiB),
          // never the size of a whole first download.
          hints: 'error',
          maxEntrypointSize: 520 * KIB,
          maxAssetSize: 360 * KIB,
          assetFilter: (file) => /\.js$/.test(file),
        }
      : false,
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.API_HOST': JSON.stringify(process.env.API_HOST || ''),
        // The action log's bug report names the version it was recorded with.
        'process.env.APP_VERSION': JSON.stringify(require('./package.json').version),
        // Commit profiling is on only in bench/client/webpack.profile.cjs (app/profiling.ts).
        'process.env.PROFILE_COMMITS': JSON.stringify('false'),
      }),
      // The template writes the boot script and the list of the others itself (public/index.html).
      new HtmlWebpackPlugin({ template: path.join(PUBLIC_DIR, 'index.html'), inject: false }),
      new CopyPublicPlugin(),
      // Replacements inside MUI (scripts/build/libraryTrims.cjs, docs/performance.md#trims).
      replacing(cssVariablesTheme),
      replacing(touchRipple),
      ...(production
        ? [
            new FirstScreenCompileHints(),
            new CompressionPlugin({ algorithm: 'gzip', test: compressible, filename: '[path][base].gz' }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              test: compressible,
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      // public/ is already emitted by CopyPublicPlugin; serving it again would shadow the built index.html.
      static: false,
      proxy: [
        { context: ['/api', '/uploads'], target: API_TARGET },
        { context: ['/hubs'], target: API_TARGET, ws: true },
      ],
    },
  };
}

/**
 * The prerendering build (decision 027): app/prerender.tsx for Node, one file that the server loads to
 * render the public pages' HTML. It shares the client's loaders and definitions, so the markup and
 * class names it renders are the ones the browser hydrates.
 */
function prerenderConfig(argv) {
  const client = clientConfig(argv);
  return {
    name: 'prerender',
    mode: client.mode,
    target: 'node20',
    entry: { prerender: './src/client/app/prerender.tsx' },
    output: {
      path: PRERENDER_DIR,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: client.resolve,
    module: client.module,
    devtool: false,
    // The pages' lazy chunks are part of the one file: the render waits for nothing but the data.
    plugins: [
      client.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin),
      replacing(cssVariablesTheme),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { nodeEnv: false, minimize: false },
    performance: false,
  };
}

/**
 * A production build makes both the browser's client and the prerendering build; development and
 * `--env clientOnly` make the client alone.
 */
module.exports = (env = {}, argv = {}) => {
  const client = clientConfig(argv);
  if (client.mode !== 'production' || env.clientOnly) return client;
  return [{ ...client, name: 'client' }, prerenderConfig(argv)];
};
