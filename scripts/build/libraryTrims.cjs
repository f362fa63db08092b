// The client build's replacements inside libraries (docs/performance.md#trims). Each names the module
// it replaces and the library module that imports it; test/server/build/libraryTrims.test.ts checks
// both against the installed libraries, so that an update that moves them fails a test instead of
// quietly bringing the code back.
const path = require('node:path');
const webpack = require('webpack');

const root = path.resolve(__dirname, '../..');

/**
 * MUI's createTheme and ThemeProvider import their CSS-variables branch whether a theme uses it or
 * not (about 7.6 KiB gzipped with its colour-scheme provider). The app's theme has neither CSS
 * variables nor colour schemes, so that branch is replaced by a module that throws if reached
 * (src/client/app/build/noCssVariables.ts).
 */
const cssVariablesTheme = {
  request: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.m?js$/,
  issuer: /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.m?js$/,
  replacement: path.join(root, 'src/client/app/build/noCssVariables.ts'),
};

/**
 * ButtonBase mounts its touch ripple on the first press or keyboard focus; the client build loads the
 * ripple's code then, as a chunk of its own (src/client/app/build/deferredTouchRipple.tsx), instead
 * of with the first download (about 2.6 KiB gzipped with react-transition-group).
 */
const touchRipple = {
  request: /^\.\/TouchRipple\.m?js$/,
  issuer: /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.m?js$/,
  replacement: path.join(root, 'src/client/app/build/deferredTouchRipple.tsx'),
};

/** A webpack plugin that puts a trim's replacement in place of its module, for its importer only. */
function replacing({ request, issuer, replacement }) {
  return new webpack.NormalModuleReplacementPlugin(request, (resource) => {
    if (issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = replacement;
  });
}

module.exports = { cssVariablesTheme, touchRipple, replacing };
