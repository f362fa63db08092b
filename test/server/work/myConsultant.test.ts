import { buildTestApp, type TestApp } from '@test/server/testApp';
import { apply } from './consultantSamples';
import { consultant, person, type Person } from './fixtures';

// GET /consultants/mine: the caller's own consultant row in any state, or null before they apply
// (docs/requirements.md#consultants).

describe('GET /api/consultants/mine', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const mine = (headers: Record<string, string> = {}, url = '/api/consultants/mine') =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers null, not a 404, to a user who never applied', async () => {
    for (const caller of [await person(t), await person(t, 4), admin]) {
      const res = await mine(caller.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ consultant: null });
    }
  });

  it('shows an applicant their own row through review, with the administrators’ notes', async () => {
    const applicant = await person(t);
    const { id } = (await apply(t, applicant.headers)).json();
    const pending = await mine(applicant.headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().consultant).toMatchObject({
      id,
      userId: applicant.id,
      applicationStatus: 'Pending',
      isActive: false,
      adminNotes: '',
      email: applicant.email,
      hasCv: true,
    });

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/consultants/reject/${id}`,
      headers: admin.headers,
      payload: { adminNotes: 'More cloud experience, please.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await mine(applicant.headers)).json().consultant).toMatchObject({
      id,
      applicationStatus: 'Rejected',
      adminNotes: 'More cloud experience, please.',
    });

    // Applying again puts the same row back to Pending, without the old notes.
    expect((await apply(t, applicant.headers)).statusCode).toBe(201);
    expect((await mine(applicant.headers)).json().consultant).toMatchObject({
      id,
      applicationStatus: 'Pending',
      adminNotes: '',
    });
    // Only ever one's own: the administrator who reviewed it has none.
    expect((await mine(admin.headers)).json()).toEqual({ consultant: null });
  });

  it('gives an approved consultant their profile and its id', async () => {
    const me = await consultant(t);
    const res = await mine(me.headers);
    expect(res.json().consultant).toMatchObject({
      id: me.consultantId,
      userId: me.id,
      applicationStatus: 'Approved',
      isActive: true,
    });
  });

  it('is its own route, not /consultants/{id}, and needs a token', async () => {
    // Read as /consultants/:id, 'mine' would be a 400 (not an id) for anyone, a token or not.
    expect((await mine()).statusCode).toBe(401);
    const me = await consultant(t);
    expect((await mine(me.headers, '/api/Consultants/Mine/')).json().consultant.id).toBe(me.consultantId);
    expect((await t.app.inject({ method: 'GET', url: '/api/consultants/mine2' })).statusCode).toBe(400);
  });
});
