import type { ProjectRequestInput } from '@client/features/projectRequests/projectRequestModel';
import { todayIso } from '@client/features/projectRequests/requestDates';
import { emailShape, required, type Validator } from '@client/components/forms/validation';

export type QuoteField =
  | 'requestTitle'
  | 'description'
  | 'serviceId'
  | 'budget'
  | 'currency'
  | 'desiredStartDate'
  | 'contactName'
  | 'email'
  | 'phoneNumber'
  | 'company';

export type QuoteValues = Record<QuoteField, string>;

export const DESCRIPTION_MIN = 10;

const maxLength =
  (label: string, max: number): Validator =>
  (value) =>
    value.trim().length > max ? `${label} must be at most ${max} characters.` : null;

const minLength =
  (label: string, min: number): Validator =>
  (value) =>
    value.trim() !== '' && value.trim().length < min ? `${label} must be at least ${min} characters.` : null;

// The server's BUDGET_MAX (src/shared/contracts/projectRequests.ts), whose module the client may only
// import types from.
export const BUDGET_MAX = 999_999_999_999.99;

const budget: Validator = (value) => {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) return 'Budget must be a number of 0 or more.';
  if (n > BUDGET_MAX) return 'Budget is too large.';
  return /^\d*(\.\d{0,2})?$/.test(v) ? null : 'Budget may have at most 2 decimals.';
};

// A date input sends yyyy-MM-dd, which compares as text in calendar order.
const notInPast: Validator = (value) => {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) return 'Enter a valid date.';
  return v < todayIso() ? 'The desired start date cannot be in the past.' : null;
};

const phone: Validator = (value) => {
  const v = value.trim();
  return v === '' || /^\+?[\d\s().-]{6,30}$/.test(v) ? null : 'Enter a valid phone number.';
};

export const QUOTE_RULES: Partial<Record<QuoteField, Validator[]>> = {
  requestTitle: [required('Project title'), maxLength('Project title', 200)],
  description: [
    required('Description'),
    minLength('Description', DESCRIPTION_MIN),
    maxLength('Description', 5000),
  ],
  budget: [budget],
  currency: [required('Currency')],
  desiredStartDate: [notInPast],
  contactName: [required('Contact name'), maxLength('Contact name', 200)],
  email: [required('Email'), emailShape, maxLength('Email', 254)],
  phoneNumber: [phone],
  company: [maxLength('Company', 200)],
};

/** The POST body: trimmed, numbers as numbers, empty optional fields left out. */
export function toProjectRequestInput(v: QuoteValues): ProjectRequestInput {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const input: ProjectRequestInput = {
    requestTitle: v.requestTitle.trim(),
    description: v.description.trim(),
    currency: v.currency.trim().toUpperCase(),
    contactName: v.contactName.trim(),
    email: v.email.trim(),
  };
  if (opt(v.serviceId)) input.serviceId = Number(v.serviceId);
  if (opt(v.budget)) input.budget = Number(v.budget);
  const optional = {
    desiredStartDate: opt(v.desiredStartDate),
    phoneNumber: opt(v.phoneNumber),
    company: opt(v.company),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) input[key as keyof typeof optional] = value;
  }
  return input;
}

/** `?service=5` preselects that service; anything else selects none. */
export function serviceFromQuery(param: string | null): string {
  return param && /^[1-9]\d*$/.test(param) ? param : '';
}
