// English number and date formats written out by hand for the public pages. The first Intl formatter
// a page builds costs about 15 ms of main thread on this machine (the browser loads its locale data
// then), four times that on a phone (docs/performance.md): these give the same text without it.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A whole number with its thousands grouped, as `Intl.NumberFormat('en-US')` writes it: 12,345. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat('en-US').format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** A day in the browser's time zone as en-US's short medium date writes it: Nov 27, 2026. */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
