import { budgetAmount, withinLength } from '@client/components/forms/limits';
import { emailShape, required, type Validator } from '@client/components/forms/validation';
import { isPhoneNumber } from '@shared/domain/contact';
import { FIELD } from '@shared/domain/fields';
import { hasBudgetDecimals, RANGE } from '@shared/domain/numbers';
import { matches } from '@shared/domain/patterns';
import type { Length } from '@shared/domain/text';
import { MSG } from '@shared/messages';
import type {
  ProjectRequest,
  ProjectRequestChanges,
  ProjectRequestInput,
  ProjectRequestStatus,
} from './projectRequestModel';
import { todayIso } from './requestDates';

// The two forms of a project request (docs/requirements.md#quotes): the public quote form, and the
// admin's edit, which follows the rules and texts of the server's PUT /ProjectRequest/{id} contract,
// so it refuses what the server would and nothing more. Unlike the public quote form the edit has no
// "not in the past" rule: an old request keeps its old date.

/** The fields both forms have. */
export type RequestField =
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

export type ProjectRequestValues = Record<RequestField, string>;

const field = FIELD.projectRequest;

/** An empty phone number, or one the server takes; else `message`. */
const phone =
  (message: string): Validator =>
  (value) => {
    const v = value.trim();
    return v === '' || isPhoneNumber(v) ? null : message;
  };

// ---- The public quote form ----

// A date input sends yyyy-MM-dd, which compares as text in calendar order.
const notInPast: Validator = (value) => {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) return 'Enter a valid date.';
  return v < todayIso() ? 'The desired start date cannot be in the past.' : null;
};

export const QUOTE_RULES: Partial<Record<RequestField, Validator[]>> = {
  requestTitle: [required('Project title'), withinLength('Project title', field.requestTitle)],
  description: [required('Description'), withinLength('Description', field.description)],
  budget: [budgetAmount],
  currency: [required('Currency')],
  desiredStartDate: [notInPast],
  contactName: [required('Contact name'), withinLength('Contact name', field.contactName)],
  email: [required('Email'), emailShape],
  phoneNumber: [phone('Enter a valid phone number.'), withinLength('Phone number', field.phoneNumber)],
  company: [withinLength('Company', field.company)],
};

/** The POST body: trimmed, numbers as numbers, empty optional fields left out. */
export function toProjectRequestInput(v: ProjectRequestValues): ProjectRequestInput {
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

// ---- The admin's edit ----

export type EditField = RequestField | 'status' | 'adminNotes';

export type EditValues = Record<EditField, string>;

/** The statuses an edit may set: approving goes through its own action, and an approval is final. */
export const EDITABLE_STATUSES: readonly ProjectRequestStatus[] = ['Pending', 'Rejected'];

/** Whether the edit may change the status at all (an approved request keeps its status). */
export const statusEditable = (request: ProjectRequest) => request.status !== 'Approved';

const budget: Validator = (value) => {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Budget must be of type number.';
  if (n < RANGE.budget.min || n > RANGE.budget.max) return 'Budget is out of range.';
  return hasBudgetDecimals(n) ? null : MSG.budgetDecimals;
};

/** The server measures an emptied text against its minimum length, so it says so rather than "required". */
const atLeast =
  (label: string, length: Length): Validator =>
  (value, all) =>
    value.trim() === ''
      ? `${label} must be at least ${length.min} characters.`
      : withinLength(label, length)(value, all);

const currency: Validator = (value) =>
  matches('currencyCodeOrEmpty', value.trim()) ? null : 'Currency has an invalid format.';

/** A calendar day that exists (2025-02-30 does not). */
const realDate = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

const desiredStartDate: Validator = (value) => {
  const text = value.trim();
  if (text === '') return null;
  if (!matches('isoDateOrEmpty', text)) return 'Desired start date has an invalid format.';
  return realDate(text.slice(0, 10)) ? null : MSG.dateInvalid;
};

export const EDIT_RULES: Partial<Record<EditField, Validator[]>> = {
  requestTitle: [required('Request title'), withinLength('Request title', field.requestTitle)],
  description: [atLeast('Description', field.description)],
  budget: [budget],
  currency: [withinLength('Currency', field.currency), currency],
  desiredStartDate: [desiredStartDate],
  contactName: [required('Contact name'), withinLength('Contact name', field.contactName)],
  email: [required('Email'), emailShape],
  phoneNumber: [
    withinLength('Phone number', field.phoneNumber),
    phone('Phone number has an invalid format.'),
  ],
  company: [withinLength('Company', field.company)],
  adminNotes: [withinLength('Admin notes', field.adminNotes)],
};

/** The form's starting values: the request as it is. */
export function editValuesOf(request: ProjectRequest): EditValues {
  return {
    requestTitle: request.requestTitle,
    description: request.description,
    serviceId: request.serviceId == null ? '' : String(request.serviceId),
    budget: request.budget == null ? '' : String(request.budget),
    currency: request.currency,
    desiredStartDate: request.desiredStartDate?.slice(0, 10) ?? '',
    contactName: request.contactName,
    email: request.email,
    phoneNumber: request.phoneNumber,
    company: request.company,
    status: request.status,
    adminNotes: request.adminNotes,
  };
}

const TEXT_FIELDS = [
  'requestTitle',
  'description',
  'contactName',
  'email',
  'phoneNumber',
  'company',
  'adminNotes',
] as const;

/**
 * The PUT body: only the fields that changed (the server changes only the fields given), trimmed,
 * numbers as numbers and an emptied optional field as null. Empty when nothing changed.
 */
export function toChanges(request: ProjectRequest, v: EditValues): ProjectRequestChanges {
  const changes: ProjectRequestChanges = {};
  for (const key of TEXT_FIELDS) {
    const value = v[key].trim();
    if (value !== request[key]) changes[key] = value;
  }
  const code = v.currency.trim().toUpperCase();
  if (code !== request.currency) changes.currency = code;
  const amount = v.budget.trim() === '' ? null : Number(v.budget);
  if (amount !== request.budget) changes.budget = amount;
  const serviceId = v.serviceId === '' ? null : Number(v.serviceId);
  if (serviceId !== request.serviceId) changes.serviceId = serviceId;
  const day = v.desiredStartDate.trim() === '' ? null : v.desiredStartDate.trim();
  if (day !== (request.desiredStartDate?.slice(0, 10) ?? null)) changes.desiredStartDate = day;
  if (statusEditable(request) && v.status !== request.status) {
    changes.status = v.status as ProjectRequestStatus;
  }
  return changes;
}
