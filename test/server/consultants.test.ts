import { DEMO_ACCOUNTS } from '@server/seed/seed';
import { createConsultant } from '@server/repositories/consultants';
import { findUserByEmail } from '@server/repositories/users';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('GET /api/consultants/user/:userId', () => {
  let t: TestApp;
  let consultantUserId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    consultantUserId = (await findUserByEmail(t.app.db, DEMO_ACCOUNTS[1].email))!.id;
  });
  afterAll(() => t.close());

  const get = (userId: number | string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/consultants/user/${userId}?_=${Date.now()}`,
      headers: token ? bearer(token) : {},
    });

  it('returns the consultant of a user with the spec fields only', async () => {
    const res = await get(consultantUserId, await t.tokenFor(2));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: consultantUserId,
      name: 'Connor',
      surname: 'Consultant',
      fullName: 'Connor Consultant',
      image: '',
      specialization: 'ERP & Digital Transformation',
      bio: expect.any(String),
      linkedInUrl: '',
      yearsOfExperience: 8,
      isAvailable: true,
      isActive: true,
      applicationStatus: 'Approved',
      expertise: [
        {
          id: expect.any(Number),
          consultantId: expect.any(Number),
          name: 'ERP Implementation',
          level: 'Expert',
          yearsOfExperience: 8,
        },
        expect.objectContaining({ name: 'Digital Transformation' }),
      ],
      slug: 'connor-consultant',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // The consultant reads their own profile, so the application's private fields come too.
      email: DEMO_ACCOUNTS[1].email,
      adminNotes: '',
      hasCv: false,
      appliedAt: expect.any(String),
      reviewedAt: expect.any(String),
    });
  });

  it('matches the consultantId of the login response', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: DEMO_ACCOUNTS[1].email, password: DEMO_ACCOUNTS[1].password },
    });
    const res = await get(consultantUserId, login.json().token);
    expect(res.json().id).toBe(login.json().user.consultantId);
  });

  it('answers 404 for a user without a consultant row', async () => {
    const customer = (await findUserByEmail(t.app.db, DEMO_ACCOUNTS[2].email))!.id;
    expect((await get(customer, await t.tokenFor(1))).statusCode).toBe(404);
    expect((await get(999999, await t.tokenFor(1))).statusCode).toBe(404);
  });

  it('hides a pending application from others but shows it to its owner and admins', async () => {
    const applicant = await t.createUser();
    await createConsultant(
      t.app.db,
      {
        userId: applicant.id,
        specialization: 'Data',
        yearsOfExperience: 2,
        applicationStatus: 'Pending',
        isActive: false,
      },
      new Date().toISOString(),
    );
    expect((await get(applicant.id, await t.tokenFor(3))).statusCode).toBe(404);
    const own = await get(applicant.id, await t.login(applicant.email, applicant.password));
    expect(own.statusCode).toBe(200);
    expect(own.json().applicationStatus).toBe('Pending');
    expect((await get(applicant.id, await t.tokenFor(1))).statusCode).toBe(200);
  });

  it('needs a token and a numeric id', async () => {
    expect((await get(consultantUserId)).statusCode).toBe(401);
    expect((await get('abc', await t.tokenFor(1))).statusCode).toBe(400);
  });
});
