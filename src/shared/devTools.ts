// Redux DevTools on the served build (docs/decisions/040-redux-devtools-on-the-served-build.md): the
// server writes this element into the head of every page when CLIENT_DEVTOOLS allows it, and a
// production build of the client offers its store to the extension only when its page carries it.

export const DEVTOOLS_META = '<meta name="devtools" content="on" />';

/** The client's query for the element. */
export const DEVTOOLS_META_SELECTOR = 'meta[name="devtools"][content="on"]';
