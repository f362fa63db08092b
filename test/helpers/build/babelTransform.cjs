// Runs a Babel plugin of the client build over code, in a Node process of its own: Babel 8 is ES
// modules throughout, which Node loads with require() but jest's module registry does not.
// Usage: node babelTransform.cjs <plugin file> < code  →  the transformed code on stdout.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@babel/core');

const plugin = require(process.argv[2]);
const code = readFileSync(0, 'utf8');
const out = transformSync(code, { babelrc: false, configFile: false, compact: false, plugins: [plugin] });
process.stdout.write(out?.code ?? '');
