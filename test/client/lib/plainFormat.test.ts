import { formatCount, formatShortDate } from '@client/lib/plainFormat';

// Intl is the reference: the hand-written formats must give its text exactly.
describe('plain English formats', () => {
  it('groups the thousands of whole numbers as Intl does', () => {
    const values = [0, 7, 42, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789];
    const all = [...values, ...values.map((v) => -v), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (const value of all) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('leaves fractions and numbers beyond the safe integers to Intl', () => {
    for (const value of [1234.5, 0.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('writes a day as en-US writes a medium date, every month and both ends of one', () => {
    const reference = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatShortDate(date)).toBe(reference.format(date));
      }
    }
    expect(formatShortDate(new Date(999, 0, 1))).toBe(reference.format(new Date(999, 0, 1)));
  });
});
