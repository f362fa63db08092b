/** How long a text field may be, in characters. */
export interface Length {
  readonly min: number;
  readonly max: number;
}

/** Optional text of at most `max` characters. */
export const upTo = (max: number): Length => ({ min: 0, max });

/** Required text: at least one character, at most `max`. */
export const oneTo = (max: number): Length => ({ min: 1, max });

/**
 * Characters as JSON Schema counts them (Unicode code points), so that an emoji counts once on
 * both sides and not twice as JavaScript's UTF-16 `length` would.
 */
export const textLength = (value: string): number => [...value].length;

export const fitsLength = (value: string, length: Length): boolean => {
  const n = textLength(value);
  return n >= length.min && n <= length.max;
};
