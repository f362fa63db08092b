// The client's one place for writing dates, times and counts. The locale is the page's language
// (`<html lang>`, "en" in public/index.html; en-US without a document, as when prerendering).
//
// English is written out by hand: the first Intl formatter a page builds costs about 15 ms of main
// thread on this machine (the browser loads its locale data then), four times that on a phone
// (docs/performance.md), and the public pages (home figures, consultants' project dates) show only
// en-US text. Other languages go through Intl, one formatter per language and format, kept.
// Money is formatted by features/currency/currencyModel.ts (en-US unless a locale is given).

import { NOTIFICATION_TIME_FORMAT } from '@shared/constants';

/** A date as the server or the app hands it over. */
export type DateInput = Date | string | number | null | undefined;

/** What a missing or unreadable date shows unless the caller passes its own. */
export const NO_DATE = '—';

const FALLBACK_LOCALE = 'en-US';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ENGLISH = /^en(-us)?$/i;

/** The page's language: `<html lang>`, else en-US. */
export function pageLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
  return lang || FALLBACK_LOCALE;
}

/**
 * A date, or null when there is none or it cannot be read. A bare day ('2025-03-01') is that day in
 * local time, so it never shows as the day before west of UTC.
 */
export function parseDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && DAY_ONLY.test(value)
        ? localDay(value)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' at local midnight; a day the calendar does not have ('2025-02-30') is unreadable. */
function localDay(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(`${text}T00:00:00`);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same ? date : new Date(Number.NaN);
}

type DateStyle = 'date' | 'dateTime' | 'time' | 'dayMonth';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  dayMonth: { month: 'short', day: '2-digit' },
};

const pad2 = (n: number) => String(n).padStart(2, '0');
const clock12 = (date: Date) => `${date.getHours() % 12 || 12}:${pad2(date.getMinutes())}`;
const meridiem = (date: Date) => (date.getHours() < 12 ? 'AM' : 'PM');
const englishDay = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** en-US's text for each format, as Intl writes it with DATE_OPTIONS (the tests compare the two). */
const ENGLISH_DATES: Record<DateStyle, (date: Date) => string> = {
  date: englishDay,
  dateTime: (date) => `${englishDay(date)}, ${clock12(date)} ${meridiem(date)}`,
  time: (date) => `${clock12(date)}:${pad2(date.getSeconds())} ${meridiem(date)}`,
  dayMonth: (date) => `${MONTHS[date.getMonth()]} ${pad2(date.getDate())}`,
};

// Per locale and format; null where Intl does not take the page's language (English is written then).
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();
const numberFormats = new Map<string, Intl.NumberFormat | null>();
let englishNumberFormat: Intl.NumberFormat | undefined;

function cached<T>(cache: Map<string, T | null>, key: string, make: () => T): T | null {
  let found = cache.get(key);
  if (found === undefined) {
    try {
      found = make();
    } catch {
      found = null;
    }
    cache.set(key, found);
  }
  return found;
}

function formatWith(style: DateStyle, value: DateInput, empty: string): string {
  const date = parseDate(value);
  if (!date) return empty;
  const locale = pageLocale();
  const intl = ENGLISH.test(locale)
    ? null
    : cached(dateFormats, `${locale} ${style}`, () => new Intl.DateTimeFormat(locale, DATE_OPTIONS[style]));
  return intl ? intl.format(date) : ENGLISH_DATES[style](date);
}

/** A day, the format of every date in tables and lists: 'Nov 28, 2026' (German '28. Nov. 2026'). */
export function formatDate(value: DateInput, empty = NO_DATE): string {
  return formatWith('date', value, empty);
}

/** A day and its time to the minute: 'Nov 28, 2026, 9:05 AM' (German '28. Nov. 2026, 9:05'). */
export function formatDateTime(value: DateInput, empty = NO_DATE): string {
  return formatWith('dateTime', value, empty);
}

/** A time of day to the second: '9:05:03 AM' (German '9:05:03'). */
export function formatTime(value: DateInput, empty = NO_DATE): string {
  return formatWith('time', value, empty);
}

/** A day without its year, for the axes of charts: 'Nov 05' (German '05. Nov.'). */
export function formatDayMonth(value: DateInput, empty = NO_DATE): string {
  return formatWith('dayMonth', value, empty);
}

/**
 * A notification's time in the requirements' format, NOTIFICATION_TIME_FORMAT (`MMM dd, HH:mm`,
 * docs/requirements.md#notifications): 'Nov 28, 09:05' in local time, in every language.
 */
export function formatNotificationTime(value: DateInput, empty = NO_DATE): string {
  const date = parseDate(value);
  if (!date) return empty;
  return NOTIFICATION_TIME_FORMAT.replace(/MMM|dd|HH|mm/g, (token) => PATTERN_FIELDS[token](date));
}

// The fields of NOTIFICATION_TIME_FORMAT, by their Unicode date pattern letters.
const PATTERN_FIELDS: Record<string, (date: Date) => string> = {
  MMM: (date) => MONTHS[date.getMonth()],
  dd: (date) => pad2(date.getDate()),
  HH: (date) => pad2(date.getHours()),
  mm: (date) => pad2(date.getMinutes()),
};

/** A count with its thousands grouped: '12,345' (German '12.345'). */
export function formatCount(value: number): string {
  const locale = pageLocale();
  const intl = ENGLISH.test(locale)
    ? null
    : cached(numberFormats, locale, () => new Intl.NumberFormat(locale));
  if (intl) return intl.format(value);
  if (!Number.isSafeInteger(value)) return englishNumbers().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** Fractions and numbers past the safe integers, in English: left to Intl (the public pages have none). */
function englishNumbers(): Intl.NumberFormat {
  englishNumberFormat ??= new Intl.NumberFormat(FALLBACK_LOCALE);
  return englishNumberFormat;
}
