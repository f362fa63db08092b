/** Digits with spaces, dots, dashes or brackets, optionally after a +. */
export const isPhoneNumber = (value: string): boolean => /^\+?[\d\s().-]{6,30}$/.test(value);

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Hex, a CSS colour name or function, or a theme palette path such as secondary.main. */
export const isColour = (value: string): boolean =>
  HEX_COLOUR.test(value) ||
  /^[a-z]+$/i.test(value) ||
  /^[a-z]+\.[a-z]+$/i.test(value) ||
  /^(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(value);
