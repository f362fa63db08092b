// Lets Node require the client's TypeScript modules (reducers, replay) without a build: each .ts and
// .tsx file is compiled by SWC on load (types removed, JSX for the automatic runtime, CommonJS out, as
// jest compiles them), and the tsconfig path aliases resolve to src/. The .tsx files come in through
// the features' index.ts files, which re-export components beside the slices.
const path = require('node:path');
const fs = require('node:fs');
const Module = require('node:module');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');
const aliases = { '@client/': 'src/client/', '@shared/': 'src/shared/' };
const options = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  for (const [prefix, target] of Object.entries(aliases)) {
    if (request.startsWith(prefix)) {
      return resolve.call(this, path.join(root, target, request.slice(prefix.length)), ...rest);
    }
  }
  return resolve.call(this, request, ...rest);
};

const tsxOptions = {
  ...options,
  jsc: {
    ...options.jsc,
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, {
    ...(filename.endsWith('.tsx') ? tsxOptions : options),
    filename,
  });
  module._compile(code, filename);
}
Module._extensions['.ts'] = compileTypeScript;
Module._extensions['.tsx'] = compileTypeScript;
