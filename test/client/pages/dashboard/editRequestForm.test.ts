import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import {
  EDIT_RULES,
  editValuesOf,
  toChanges,
  type EditField,
  type EditValues,
} from '@client/features/projectRequests/requestForm';
import { MSG } from '@shared/messages';

const request: ProjectRequest = {
  id: 4,
  requestTitle: 'ERP rollout',
  description: 'Roll out the ERP in two plants.',
  serviceId: 1,
  serviceName: 'ERP Consulting',
  budget: 5000,
  currency: 'USD',
  desiredStartDate: '2020-03-01',
  contactName: 'Cem Customer',
  email: 'cem@example.com',
  phoneNumber: '',
  company: 'Acme',
  userId: null,
  status: 'Pending',
  adminNotes: '',
  projectId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** The first message the rules give a value of the field, or null. */
const check = (name: EditField, value: string, all: EditValues = editValuesOf(request)) => {
  for (const rule of EDIT_RULES[name] ?? []) {
    const message = rule(value, all);
    if (message) return message;
  }
  return null;
};

describe('the rules of the request edit form (the server contract’s)', () => {
  it('requires the title, description, contact name and e-mail with the server’s texts', () => {
    expect(check('requestTitle', '  ')).toBe('Request title is required.');
    expect(check('requestTitle', 'x'.repeat(201))).toBe('Request title must be at most 200 characters.');
    expect(check('description', '')).toBe('Description must be at least 10 characters.');
    expect(check('description', ' too short ')).toBe('Description must be at least 10 characters.');
    expect(check('contactName', '')).toBe('Contact name is required.');
    expect(check('email', '')).toBe('Email is required.');
    expect(check('email', 'not-an-address')).toBe(MSG.invalidEmail);
    expect(check('email', ' cem@example.com ')).toBeNull();
  });

  it('checks the budget, currency, date, phone and lengths as the server does', () => {
    expect(check('budget', '')).toBeNull();
    expect(check('budget', '-1')).toBe('Budget is out of range.');
    expect(check('budget', '1e15')).toBe('Budget is out of range.');
    expect(check('budget', '10.555')).toBe(MSG.budgetDecimals);
    expect(check('budget', '10.55')).toBeNull();
    expect(check('currency', 'EURO')).toBe('Currency must be at most 3 characters.');
    expect(check('currency', 'E1R')).toBe('Currency has an invalid format.');
    expect(check('currency', 'eur')).toBeNull();
    expect(check('desiredStartDate', '01/03/2025')).toBe('Desired start date has an invalid format.');
    expect(check('desiredStartDate', '2025-02-30')).toBe(MSG.dateInvalid);
    // No "not in the past" rule: an old request keeps its old date.
    expect(check('desiredStartDate', '2020-03-01')).toBeNull();
    expect(check('phoneNumber', 'call me')).toBe('Phone number has an invalid format.');
    expect(check('phoneNumber', '+90 555 123 45 67')).toBeNull();
    expect(check('company', 'c'.repeat(201))).toBe('Company must be at most 200 characters.');
    expect(check('adminNotes', 'n'.repeat(2001))).toBe('Admin notes must be at most 2000 characters.');
  });
});

describe('the body of the edit', () => {
  it('is empty when nothing changed', () => {
    expect(toChanges(request, editValuesOf(request))).toEqual({});
  });

  it('holds only the changed fields, trimmed, typed, emptied optional fields as null', () => {
    const values = {
      ...editValuesOf(request),
      requestTitle: '  ERP rollout, phase 2 ',
      budget: '',
      currency: 'eur',
      serviceId: '',
      desiredStartDate: '',
      phoneNumber: ' +90 555 123 45 67 ',
      status: 'Rejected',
      adminNotes: ' Out of scope ',
    };
    expect(toChanges(request, values)).toEqual({
      requestTitle: 'ERP rollout, phase 2',
      budget: null,
      currency: 'EUR',
      serviceId: null,
      desiredStartDate: null,
      phoneNumber: '+90 555 123 45 67',
      status: 'Rejected',
      adminNotes: 'Out of scope',
    });
    expect(toChanges({ ...request, budget: null }, { ...editValuesOf(request), budget: '12.5' })).toEqual({
      budget: 12.5,
    });
  });

  it('never sends a status for an approved request', () => {
    const approved = { ...request, status: 'Approved' as const, projectId: 9 };
    expect(
      toChanges(approved, { ...editValuesOf(approved), status: 'Pending', company: 'Acme Ltd' }),
    ).toEqual({
      company: 'Acme Ltd',
    });
  });
});
