/** Hex with an optional alpha digit or digit pair: #rgb, #rgba, #rrggbb, #rrggbbaa. */
export const HEX_COLOUR_ALPHA = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Words a style takes that are not colours of their own (CSS-wide keywords and currentcolor). */
const NOT_A_COLOUR = /^(?:inherit|initial|unset|revert|currentcolor)$/i;

/**
 * A value that can be written into a style as a colour: hex, or one plain word, which the browser
 * either takes as a colour name or ignores (leaving the element's own colour). Nothing freer
 * (functions, keywords, a `;`) gets through. Checked where a colour is shown on every page
 * (the logo), without the list of names that `isColour` in ./contact checks on save.
 */
export const isColourShaped = (value: string): boolean =>
  HEX_COLOUR_ALPHA.test(value) || (/^[a-z]{3,30}$/i.test(value) && !NOT_A_COLOUR.test(value));
