/**
 * A link or image source that may be rendered on a public page: empty, an http(s) address, or a
 * path on this site. Never `javascript:` or `data:`, and never `//host`, which leaves the site.
 * Surrounding spaces are ignored because both sides store the value trimmed.
 */
export function isSafeUrl(value: string): boolean {
  const text = value.trim();
  return text === '' || /^https?:\/\/\S+$/i.test(text) || /^\/(?!\/)\S*$/.test(text);
}
