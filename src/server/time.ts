/** Timestamps are stored as ISO-8601 text on both engines; they sort and compare as strings. */
export const iso = (ms: number): string => new Date(ms).toISOString();
