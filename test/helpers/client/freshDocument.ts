/**
 * What a test file finds when it runs alone in a new jsdom window: empty storage, an empty body and
 * the site's root address. In a group of files (test/groups.js) each file starts this way. The
 * head keeps the styles that Emotion has inserted, which it would otherwise not insert again.
 */
export function freshDocument(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
}
