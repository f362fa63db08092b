// The client build's compile hints for the scripts of a first screen (webpack.config.js).
const webpack = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** A page's own chunk and the shell's footer, which a prerendered page loads before hydrating. */
const FIRST_SCREEN_CHUNK = /^(page-.+|footer)$/;

/**
 * The scripts of a first screen (the entry's chunks, the footer and each page's own chunk) start
 * with V8's compile hint `//# allFunctionsCalledOnLoad`: Chromium then compiles all their functions
 * while it streams them, on a background thread, instead of compiling each on the main thread when it
 * is first called during the start-up (decision 034). Other browsers read a comment. Added after
 * minification, which drops comments, and before the content hashes, source maps and compression.
 */
class FirstScreenCompileHints {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FirstScreenCompileHints',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial() && !FIRST_SCREEN_CHUNK.test(chunk.name ?? '')) continue;
            for (const file of chunk.files)
              if (/\.js$/.test(file))
                compilation.updateAsset(
                  file,
                  (source) => new webpack.sources.ConcatSource(COMPILE_HINT, '\n', source),
                );
          }
        },
      );
    });
  }
}

module.exports = FirstScreenCompileHints;
module.exports.COMPILE_HINT = COMPILE_HINT;
