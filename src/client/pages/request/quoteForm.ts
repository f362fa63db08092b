import type { ProjectRequestInput } from '@client/features/projectRequests/projectRequestModel';
import { todayIso } from '@client/features/projectRequests/requestDates';
import { budgetAmount, withinLength } from '@client/components/forms/limits';
import { emailShape, required, type Validator } from '@client/components/forms/validation';
import { isPhoneNumber } from '@shared/domain/contact';
import { FIELD } from '@shared/domain/fields';

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

const field = FIELD.projectRequest;

// A date input sends yyyy-MM-dd, which compares as text in calendar order.
const notInPast: Validator = (value) => {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) return 'Enter a valid date.';
  return v < todayIso() ? 'The desired start date cannot be in the past.' : null;
};

const phone: Validator = (value) => {
  const v = value.trim();
  return v === '' || isPhoneNumber(v) ? null : 'Enter a valid phone number.';
};

export const QUOTE_RULES: Partial<Record<QuoteField, Validator[]>> = {
  requestTitle: [required('Project title'), withinLength('Project title', field.requestTitle)],
  description: [required('Description'), withinLength('Description', field.description)],
  budget: [budgetAmount],
  currency: [required('Currency')],
  desiredStartDate: [notInPast],
  contactName: [required('Contact name'), withinLength('Contact name', field.contactName)],
  email: [required('Email'), emailShape],
  phoneNumber: [phone, withinLength('Phone number', field.phoneNumber)],
  company: [withinLength('Company', field.company)],
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
