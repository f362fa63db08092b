import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatNotificationTime,
  formatTime,
  pageLocale,
  parseDate,
} from '@client/lib/format';

// 28 November 2026, 9:05:03 in the morning, local time.
const MORNING = new Date(2026, 10, 28, 9, 5, 3);

function pageLanguage(lang: string) {
  document.documentElement.lang = lang;
}

afterEach(() => pageLanguage(''));

describe('the page locale', () => {
  it("is the page's language, en-US when the page names none", () => {
    expect(pageLocale()).toBe('en-US');
    pageLanguage('de');
    expect(pageLocale()).toBe('de');
    pageLanguage(' en ');
    expect(pageLocale()).toBe('en');
  });
});

describe('English dates and counts (en, en-US, no language)', () => {
  it.each(['', 'en', 'en-US', 'EN-us'])('writes the formats by hand for lang=%j', (lang) => {
    pageLanguage(lang);
    expect(formatDate(MORNING)).toBe('Nov 28, 2026');
    expect(formatDateTime(MORNING)).toBe('Nov 28, 2026, 9:05 AM');
    expect(formatTime(MORNING)).toBe('9:05:03 AM');
    expect(formatDayMonth(new Date(2026, 2, 5))).toBe('Mar 05');
    expect(formatNotificationTime(new Date(2026, 10, 28, 9, 5))).toBe('Nov 28, 09:05');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('builds no Intl formatter for English text, as the public pages need', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const lang of ['', 'en', 'en-US']) {
        pageLanguage(lang);
        formatDate('2026-11-28');
        formatDateTime(MORNING);
        formatTime(MORNING);
        formatDayMonth(MORNING);
        formatNotificationTime(MORNING);
        formatCount(12_345);
      }
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
    }
  });

  it('writes midnight and noon on the twelve-hour clock', () => {
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe('Jan 1, 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 0, 1, 12, 30))).toBe('Jan 1, 2026, 12:30 PM');
    expect(formatTime(new Date(2026, 0, 1, 23, 59, 9))).toBe('11:59:09 PM');
  });

  // Intl is the reference: the hand-written text must be what Intl writes for en-US.
  it('writes a day as en-US writes a medium date, every month and both ends of one', () => {
    const reference = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatDate(date)).toBe(reference.format(date));
      }
    }
    expect(formatDate(new Date(999, 0, 1))).toBe(reference.format(new Date(999, 0, 1)));
  });

  it('writes times as en-US does, at every hour', () => {
    const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
    const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });
    for (let hour = 0; hour < 24; hour += 1) {
      const date = new Date(2026, hour % 12, 1 + hour, hour, 7, 4);
      expect(formatDateTime(date)).toBe(dateTime.format(date));
      expect(formatTime(date)).toBe(time.format(date));
      expect(formatDayMonth(date)).toBe(dayMonth.format(date));
    }
  });

  it('groups the thousands of whole numbers as Intl does', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(-1000)).toBe('-1,000');
    expect(formatCount(999)).toBe('999');
    const values = [0, 7, 42, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789];
    const all = [...values, ...values.map((v) => -v), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (const value of all) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('leaves fractions and numbers beyond the safe integers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    for (const value of [1234.5, 0.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });
});

describe('other languages', () => {
  it('writes German dates in every day format alike', () => {
    pageLanguage('de');
    expect(formatDate(MORNING)).toBe('28. Nov. 2026');
    expect(formatDate('2026-11-28')).toBe('28. Nov. 2026');
    expect(formatDateTime(MORNING)).toBe('28. Nov. 2026, 9:05');
    expect(formatTime(MORNING)).toBe('9:05:03');
    expect(formatDayMonth(new Date(2026, 2, 5))).toBe('05. März');
    expect(formatCount(1_234_567)).toBe('1.234.567');
    expect(formatDateTime(MORNING).startsWith(formatDate(MORNING))).toBe(true);
  });

  it("keeps the notification time in the requirements' format whatever the language", () => {
    pageLanguage('de');
    expect(formatNotificationTime(new Date(2026, 10, 28, 9, 5))).toBe('Nov 28, 09:05');
  });

  it('follows the page when its language changes', () => {
    pageLanguage('en-GB');
    expect(formatDate(MORNING)).toBe('28 Nov 2026');
    pageLanguage('de');
    expect(formatDate(MORNING)).toBe('28. Nov. 2026');
    pageLanguage('en');
    expect(formatDate(MORNING)).toBe('Nov 28, 2026');
  });

  it('builds one Intl formatter per language and format', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      pageLanguage('fr');
      expect(formatDate(MORNING)).toBe('28 nov. 2026');
      expect(formatDate(new Date(2026, 0, 2))).toBe('2 janv. 2026');
      expect(formatDateTime(MORNING)).toBe('28 nov. 2026, 9:05');
      expect(dates).toHaveBeenCalledTimes(2);
    } finally {
      dates.mockRestore();
    }
  });

  it('writes English when the page names a language Intl cannot read', () => {
    pageLanguage('not a language!');
    expect(formatDate(MORNING)).toBe('Nov 28, 2026');
    expect(formatDateTime(MORNING)).toBe('Nov 28, 2026, 9:05 AM');
    expect(formatCount(12_345)).toBe('12,345');
  });
});

describe('missing and unreadable dates', () => {
  it('show a dash in every date format', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN), '2025-02-30']) {
      expect(formatDate(value)).toBe('—');
      expect(formatDateTime(value)).toBe('—');
      expect(formatTime(value)).toBe('—');
      expect(formatDayMonth(value)).toBe('—');
      expect(formatNotificationTime(value)).toBe('—');
    }
  });

  it("show the caller's own text when it gives one", () => {
    expect(formatDate(null, '')).toBe('');
    expect(formatDayMonth('soon', 'soon')).toBe('soon');
    expect(formatDate('2026-11-28', '')).toBe('Nov 28, 2026');
  });
});

describe('reading dates', () => {
  it('reads a bare day as that day in local time', () => {
    expect(parseDate('2025-03-01')).toEqual(new Date(2025, 2, 1));
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
  });

  it('reads timestamps, epoch milliseconds and dates', () => {
    const at = new Date(2026, 10, 28, 9, 5);
    expect(parseDate(at.toISOString())).toEqual(at);
    expect(parseDate(at.getTime())).toEqual(at);
    expect(parseDate(at)).toBe(at);
    expect(parseDate('2025-13-01')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});
