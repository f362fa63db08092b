import { HEX_COLOUR_ALPHA } from './colourShape';
import { CSS_COLOUR_NAMES } from './cssColourNames';

/** Digits with spaces, dots, dashes or brackets, optionally after a +. */
export const isPhoneNumber = (value: string): boolean => /^\+?[\d\s().-]{6,30}$/.test(value);

/** Opaque hex, the shape a colour picker shows. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Hex or a CSS colour name, and nothing else: the value is written into a style, where anything
 * freer (functions, keywords, a `;`) could add declarations of its own.
 */
export const isColour = (value: string): boolean =>
  HEX_COLOUR_ALPHA.test(value) || CSS_COLOUR_NAMES.has(value.toLowerCase());
