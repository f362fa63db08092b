import {
  EDIT_RULES,
  editValuesOf,
  toChanges,
  type EditField,
  type EditValues,
} from '@client/features/projectRequests/requestForm';
import type { ProjectRequestDto } from '@shared/contracts/projectRequests';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// The admin's edit form must say what PUT /ProjectRequest/{id} says: each sample goes through the
// form's rules and, as the form would send it, through the server; the texts must be the same.

let t: TestApp;
let admin: string;
let request: ProjectRequestDto;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.tokenFor(1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ProjectRequest',
    payload: {
      requestTitle: 'ERP rollout',
      description: 'Roll out the ERP in two plants.',
      contactName: 'Cem Customer',
      email: 'cem@client.example',
      currency: 'USD',
      budget: 5000,
    },
  });
  request = res.json();
});
afterAll(() => t.close());

const formSays = (name: EditField, values: EditValues) => {
  for (const rule of EDIT_RULES[name] ?? []) {
    const message = rule(values[name], values);
    if (message) return message;
  }
  return null;
};

const SAMPLES: [EditField, string][] = [
  ['requestTitle', '   '],
  ['requestTitle', 'x'.repeat(201)],
  ['description', ''],
  ['description', 'too short'],
  ['contactName', ''],
  ['email', 'not-an-address'],
  ['budget', '-1'],
  ['budget', '1000000000000000'],
  ['budget', '10.555'],
  ['currency', 'EURO'],
  ['currency', 'E1R'],
  ['desiredStartDate', '2025-02-30'],
  ['desiredStartDate', '03/01/2025'],
  ['phoneNumber', 'call me'],
  ['company', 'c'.repeat(201)],
  ['adminNotes', 'n'.repeat(2001)],
];

describe('the request edit form and the server', () => {
  it.each(SAMPLES)('agree on %s = %j', async (name, value) => {
    const values = { ...editValuesOf(request), [name]: value };
    const expected = formSays(name, values);
    expect(expected).not.toBeNull();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ProjectRequest/${request.id}`,
      headers: bearer(admin),
      payload: toChanges(request, values),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(expected);
  });

  it('agree on valid values', async () => {
    const values = {
      ...editValuesOf(request),
      budget: '10.55',
      currency: 'eur',
      desiredStartDate: '2020-03-01',
      phoneNumber: '+90 555 123 45 67',
      status: 'Rejected',
    };
    for (const name of Object.keys(values) as EditField[]) expect(formSays(name, values)).toBeNull();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ProjectRequest/${request.id}`,
      headers: bearer(admin),
      payload: toChanges(request, values),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ budget: 10.55, currency: 'EUR', status: 'Rejected' });
  });
});
