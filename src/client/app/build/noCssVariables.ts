// Stands in for MUI's CSS-variables theme machinery in the client builds (webpack.config.js,
// docs/performance.md#initial-javascript): the app has one light palette (app/theme.ts) and no
// colour schemes, so createTheme and ThemeProvider only ever take their plain branch. Their other
// branch is kept in the source but never reached; should a theme with CSS variables or colour
// schemes ever be made, it fails at once, naming what to change.

function unsupported(): never {
  throw new Error(
    'CSS-variable themes are left out of this build: remove the CSS-variables replacement in webpack.config.js to use them',
  );
}

export default unsupported;
export const CssVarsProvider = unsupported;
