/**
 * The API host, empty for same-origin. webpack's DefinePlugin replaces `process.env.API_HOST` at build
 * time; when it does not, `process` is missing in the browser and the read throws, hence the catch.
 */
function readApiHost(): string {
  try {
    return (process.env.API_HOST ?? '').replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export const API_HOST = readApiHost();
