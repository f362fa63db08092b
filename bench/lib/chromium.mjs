// The browser every bench starts: Debian's Chromium unless CHROME_PATH names another, and the flags
// it starts with: no sandbox (the benches run as root) and none of the background connections that a
// machine without the open internet refuses. Headless is Playwright's default; Lighthouse's launcher
// adds `--headless=new` (bench/lighthouse.mjs).

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]);
