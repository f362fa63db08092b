import { statSync } from 'node:fs';
import path from 'node:path';
import { CV_MAX_BYTES } from '@shared/constants';
import { checkMayApply } from '@server/services/consultants/consultantApplications';
import type { AuthUser } from '@server/types';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { PNG, recordEvents } from '../content/support';
import { DOC, DOCX, PDF, VALID_FIELDS, apply, applicationForm, storedCvs, zipOf } from './consultantSamples';
import { consultant, person, type Person } from './fixtures';

// Applications to join the firm: docs/requirements.md#consultants, #uploads, #notification-families.

describe('consultant applications', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/consultants${url}`, headers, payload });
  const cv = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/consultants/${id}/cv`, headers });
  const rowOf = (userId: number) =>
    t.app.db.selectFrom('consultants').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('takes an application with a PDF CV: Pending, private fields for the applicant, admins told', async () => {
    const applicant = await person(t);
    const events = recordEvents(t);
    const res = await apply(t, applicant.headers);
    const raised = events.all();
    events.restore();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: applicant.id,
      specialization: 'Data engineering',
      linkedInUrl: VALID_FIELDS.linkedInUrl,
      yearsOfExperience: 6,
      applicationStatus: 'Pending',
      isActive: false,
      email: applicant.email,
      adminNotes: '',
      hasCv: true,
      appliedAt: expect.any(String),
      reviewedAt: null,
    });
    expect(body.appliedAt.slice(0, 10)).toBe(new Date(t.clock.now()).toISOString().slice(0, 10));
    expect(body.expertise.map((e: { name: string; level: string }) => [e.name, e.level])).toEqual([
      ['Spark', 'Intermediate'],
      ['dbt', 'Intermediate'],
      ['Airflow', 'Intermediate'],
    ]);
    const [event] = raised;
    expect(raised).toHaveLength(1);
    expect(event).toMatchObject({
      family: 'applications',
      type: 'application_created',
      data: { applicationId: body.id, consultantId: body.id, userId: applicant.id, name: 'Test User' },
      hubEvent: {
        target: 'ApplicationNotification',
        fields: {
          applicationId: body.id,
          userId: applicant.id,
          userName: applicant.userName,
          name: 'Test User',
        },
      },
    });
    expect(event.toUserIds).toBeUndefined();
    expect(event.toAdmins).not.toBe(false);
  });

  it('keeps the CV private: outside /uploads, owner-only, under a generated name', async () => {
    const applicant = await person(t);
    await apply(
      t,
      applicant.headers,
      applicationForm(VALID_FIELDS, { filename: '../../evil.pdf', content: PDF }),
    );
    const row = await rowOf(applicant.id);
    expect(row!.cv_url).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
    const file = path.join(t.config.dataDir, row!.cv_url);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${row!.cv_url}` });
    expect(served.statusCode).toBe(404);
    expect(served.body).not.toContain('%PDF');
  });

  it('accepts Word documents (.docx and .doc) by their content', async () => {
    for (const [content, ext] of [
      [DOCX, 'docx'],
      [DOC, 'doc'],
    ] as const) {
      const applicant = await person(t);
      const res = await apply(
        t,
        applicant.headers,
        applicationForm(VALID_FIELDS, { filename: 'cv.bin', content }),
      );
      expect(res.statusCode).toBe(201);
      expect((await rowOf(applicant.id))!.cv_url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses bad input with 400 (or 413) and stores nothing', async () => {
    const applicant = await person(t);
    const before = storedCvs(t).length;
    const cases: [ReturnType<typeof applicationForm>, number, string][] = [
      [applicationForm(VALID_FIELDS, null), 400, 'cv'],
      [applicationForm(VALID_FIELDS, { filename: 'cv.pdf', content: PNG }), 400, 'cv'],
      [
        applicationForm(VALID_FIELDS, { filename: 'cv.docx', content: zipOf(['xl/workbook.xml']) }),
        400,
        'cv',
      ],
      [applicationForm(VALID_FIELDS, { filename: 'cv.pdf', content: Buffer.alloc(0) }), 400, 'cv'],
      [applicationForm({ ...VALID_FIELDS, linkedInUrl: 'javascript:alert(1)' }), 400, 'linkedInUrl'],
      [applicationForm({ ...VALID_FIELDS, bio: 'x'.repeat(5001) }), 400, 'bio'],
      [applicationForm({ ...VALID_FIELDS, specialization: '   ' }), 400, 'specialization'],
      [applicationForm({ ...VALID_FIELDS, yearsOfExperience: '71' }), 400, 'yearsOfExperience'],
      [applicationForm({ ...VALID_FIELDS, yearsOfExperience: 'ten' }), 400, 'yearsOfExperience'],
      [applicationForm({ ...VALID_FIELDS, expertise: 'x'.repeat(101) }), 400, 'expertise'],
    ];
    for (const [form, status, field] of cases) {
      const res = await apply(t, applicant.headers, form);
      expect([res.statusCode, res.json().errors?.[0]?.field]).toEqual([status, field]);
    }
    const png = await apply(
      t,
      applicant.headers,
      applicationForm(VALID_FIELDS, { filename: 'cv.pdf', content: PNG }),
    );
    expect(png.json().message).toBe(MSG.cvUnsupported);

    const huge = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES + 1024 * 1024 - PDF.length, 0x20)]);
    const big = await apply(
      t,
      applicant.headers,
      applicationForm(VALID_FIELDS, { filename: 'cv.pdf', content: huge }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MSG.fileTooLarge);

    const json = await post('/apply', applicant.headers, VALID_FIELDS);
    expect(json.statusCode).toBe(400);
    expect((await apply(t, {})).statusCode).toBe(401);
    expect(await rowOf(applicant.id)).toBeUndefined();
    expect(storedCvs(t).length).toBe(before);
  });

  it('refuses a second application while one is pending, and one from an approved consultant', async () => {
    const applicant = await person(t);
    expect((await apply(t, applicant.headers)).statusCode).toBe(201);
    const again = await apply(t, applicant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.consultantApplicationPending);
    const working = await consultant(t);
    const res = await apply(t, working.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.consultantAlreadyApproved);
  });

  it('approves a pending application: role 2 at once, the applicant told and mailed', async () => {
    const applicant = await person(t);
    const { id } = (await apply(t, applicant.headers)).json();
    const closed = jest.spyOn(t.app.hub, 'closeUserConnections');
    const events = recordEvents(t);
    const res = await post(`/approve/${id}`, admin.headers, { adminNotes: ' Welcome! ' });
    const raised = events.all();
    events.restore();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      applicationStatus: 'Approved',
      isActive: true,
      adminNotes: 'Welcome!',
      reviewedAt: expect.any(String),
      email: applicant.email,
    });
    expect(closed).toHaveBeenCalledWith(applicant.id, { allowReconnect: true });
    closed.mockRestore();
    expect(raised).toEqual([
      expect.objectContaining({
        family: 'applications',
        type: 'application_approved',
        toUserIds: [applicant.id],
        data: expect.objectContaining({ applicationId: id, status: 'Approved', userId: applicant.id }),
        hubEvent: { target: 'ApplicationStatusUpdate', fields: { status: 'Approved', applicationId: id } },
      }),
    ]);
    const row = await rowOf(applicant.id);
    expect(row!.reviewed_by).toBe(admin.id);

    // The same token now acts as a consultant; the profile and a new login say so.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/Manage/profile',
      headers: applicant.headers,
    });
    expect(profile.json()).toMatchObject({ roleId: 2, consultantId: id, isConsultant: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: applicant.email, password: applicant.password },
    });
    expect(login.json().user).toMatchObject({ roleId: 2, roles: ['Consultant'], consultantId: id });

    const [mail] = await t.outbox(applicant.email);
    expect(mail.subject).toMatch(/approved/i);
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard`);
    expect(mail.text).toContain('Welcome!');
  });

  it('answers 409 to a second decision, whichever it is', async () => {
    const applicant = await person(t);
    await t.app.db
      .updateTable('users')
      .set({ name: '', surname: '' })
      .where('id', '=', applicant.id)
      .execute();
    const { id } = (await apply(t, applicant.headers)).json();
    // A bare POST, without a body, decides without notes.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/consultants/approve/${id}`,
      headers: admin.headers,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().adminNotes).toBe('');
    // The mail greets an applicant without a name by their user name, and has no notes.
    const [mail] = await t.outbox(applicant.email);
    expect(mail.text).toContain(
      `Hello ${applicant.userName}, your application to join us as a consultant was approved. Welcome aboard!\n\n` +
        'Sign in and open your dashboard',
    );
    for (const url of [`/approve/${id}`, `/reject/${id}`]) {
      const res = await post(url, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.consultantNotPending);
    }
  });

  it('rejects with notes for the applicant, who may then apply again', async () => {
    const applicant = await person(t);
    const first = (await apply(t, applicant.headers)).json();
    const firstCv = (await rowOf(applicant.id))!.cv_url;
    const events = recordEvents(t);
    const closed = jest.spyOn(t.app.hub, 'closeUserConnections');
    const res = await post(`/reject/${first.id}`, admin.headers, {
      adminNotes: 'More cloud experience, please.',
    });
    // A rejection changes nothing the applicant may do: their connections stay as they are.
    expect(closed).not.toHaveBeenCalled();
    closed.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applicationStatus: 'Rejected',
      adminNotes: 'More cloud experience, please.',
    });
    expect(events.last()).toMatchObject({
      family: 'applications',
      type: 'application_rejected',
      toUserIds: [applicant.id],
      data: { status: 'Rejected', adminNotes: 'More cloud experience, please.', applicationId: first.id },
      hubEvent: {
        target: 'ApplicationStatusUpdate',
        fields: { status: 'Rejected', applicationId: first.id },
      },
    });
    const [mail] = await t.outbox(applicant.email);
    expect(mail.text).toContain(`${t.config.publicUrl}/profile`);
    expect(mail.text).toContain('More cloud experience, please.');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/Manage/profile',
      headers: applicant.headers,
    });
    expect(profile.json().roleId).toBe(3);

    events.clear();
    const fields = { ...VALID_FIELDS, specialization: 'Cloud architecture', expertise: 'AWS' };
    const again = await apply(
      t,
      applicant.headers,
      applicationForm(fields, { filename: 'cv.docx', content: DOCX }),
    );
    const raised = events.types();
    events.restore();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: first.id,
      applicationStatus: 'Pending',
      isActive: false,
      specialization: 'Cloud architecture',
      adminNotes: '',
      reviewedAt: null,
      expertise: [expect.objectContaining({ name: 'AWS' })],
    });
    expect(raised).toEqual(['application_updated']);
    const row = await rowOf(applicant.id);
    expect(row!.cv_url).not.toBe(firstCv);
    expect(storedCvs(t)).not.toContain(path.basename(firstCv));
    expect(storedCvs(t)).toContain(path.basename(row!.cv_url));
  });

  it('tells before the upload is read whether a user may apply: not while pending, not once approved', async () => {
    // The service reads only the user's id from who is asking.
    const asker = ({ id }: Person): AuthUser => ({
      id,
      roleId: 3,
      jti: 'test',
      expiresAt: Date.now() + 60_000,
    });
    const fresh = await person(t);
    await expect(checkMayApply(t.app.db, asker(fresh))).resolves.toBeUndefined();
    const pending = await person(t);
    expect((await apply(t, pending.headers)).statusCode).toBe(201);
    await expect(checkMayApply(t.app.db, asker(pending))).rejects.toMatchObject({
      statusCode: 409,
      message: MSG.consultantApplicationPending,
    });
    const working = await consultant(t);
    await expect(checkMayApply(t.app.db, asker(working))).rejects.toMatchObject({
      statusCode: 409,
      message: MSG.consultantAlreadyApproved,
    });
    const rejected = await person(t);
    const { id } = (await apply(t, rejected.headers)).json();
    expect((await post(`/reject/${id}`, admin.headers)).statusCode).toBe(200);
    await expect(checkMayApply(t.app.db, asker(rejected))).resolves.toBeUndefined();
  });

  it('lets only administrators decide, and checks the notes', async () => {
    const applicant = await person(t);
    const { id } = (await apply(t, applicant.headers)).json();
    const other = await consultant(t);
    for (const headers of [applicant.headers, other.headers, (await person(t, 4)).headers]) {
      expect((await post(`/approve/${id}`, headers)).statusCode).toBe(403);
      expect((await post(`/reject/${id}`, headers)).statusCode).toBe(403);
    }
    expect((await post(`/approve/${id}`, {})).statusCode).toBe(401);
    expect((await post('/approve/999999', admin.headers)).statusCode).toBe(404);
    expect((await post(`/reject/${id}`, admin.headers, { adminNotes: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await rowOf(applicant.id))!.application_status).toBe('Pending');
  });

  it('serves the CV to its owner and administrators only, as an attachment that is not cached', async () => {
    const applicant = await person(t);
    const { id } = (await apply(t, applicant.headers)).json();
    for (const headers of [applicant.headers, admin.headers]) {
      const res = await cv(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cv-${id}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const headers of [(await person(t)).headers, (await consultant(t)).headers]) {
      expect((await cv(id, headers)).statusCode).toBe(404);
    }
    expect((await cv(id)).statusCode).toBe(401);
    expect((await cv(999999, admin.headers)).statusCode).toBe(404);
    const without = await consultant(t);
    expect((await cv(without.consultantId, without.headers)).statusCode).toBe(404);

    const word = await person(t);
    const docx = await apply(
      t,
      word.headers,
      applicationForm(VALID_FIELDS, { filename: 'a.docx', content: DOCX }),
    );
    const res = await cv(docx.json().id, admin.headers);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.rawPayload.equals(DOCX)).toBe(true);
  });
});
