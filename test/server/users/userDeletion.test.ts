import { existsSync } from 'node:fs';
import path from 'node:path';
import { saveCv } from '@server/lib/cvFiles';
import { buildTestApp, bearer, type TestApp } from '@test/server/testApp';
import { multipartBody } from '@test/server/multipart';
import { PNG } from '../content/support';
import { consultant, person, project, staff, type Person } from '../work/fixtures';
import { newUser, usersApi } from './support';

// Deleting a user keeps the firm's records whole: the person shows as 'Unknown User'
// (docs/requirements.md#users).

describe('deleting a user', () => {
  let t: TestApp;
  let admin: Person;
  let api: ReturnType<typeof usersApi>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    api = usersApi(t, admin.headers);
  });
  afterAll(() => t.close());

  const detail = async (projectId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const call = (who: Person, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });

  it('keeps a customer’s projects and quote requests, naming the customer Unknown User', async () => {
    const customer = await person(t, 3);
    const projectId = await project(t, { customerId: customer.id, name: 'Kept project' });
    const request = await call(customer, 'POST', '/ProjectRequest', {
      requestTitle: 'A portal',
      description: 'We need a portal.',
      contactName: 'Test User',
      email: customer.email,
      phoneNumber: '',
      company: '',
      currency: 'TRY',
    });
    expect(request.statusCode).toBe(201);
    expect((await detail(projectId)).customerName).toBe('Test User');

    expect((await api.remove(customer.id)).statusCode).toBe(204);

    const after = await detail(projectId);
    expect(after).toMatchObject({ name: 'Kept project', customerId: null, customerName: 'Unknown User' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/projects?search=Kept',
      headers: admin.headers,
    });
    expect(list.json().data[0]).toMatchObject({ id: projectId, customerName: 'Unknown User' });
    const kept = await t.app.db
      .selectFrom('project_requests')
      .selectAll()
      .where('id', '=', request.json().id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, customer_user_id: null, request_title: 'A portal' });

    // A project that never had a customer still has none; one given a new customer names them.
    expect((await detail(await project(t))).customerName).toBeNull();
    const next = await person(t, 3);
    const patched = await call(admin, 'PATCH', `/projects/${projectId}`, { customerId: next.id });
    expect(patched.statusCode).toBe(200);
    expect((await detail(projectId)).customerName).toBe('Test User');
    await t.app.db.updateTable('projects').set({ customer_id: null }).where('id', '=', projectId).execute();
    expect((await detail(projectId)).customerName).toBeNull();
  });

  it('takes a deleted customer out of the customer picker, for administrators and consultants', async () => {
    const made = await api.create(newUser({ roleId: 3 }));
    expect(made.statusCode).toBe(201);
    const customer = made.json();
    const worker = await consultant(t);
    const pickers = [api, usersApi(t, worker.headers)];
    const pick = async (picker: ReturnType<typeof usersApi>, query = '') => {
      const res = await picker.call('GET', `/user/customers${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Array<{ id: number }>; total: number };
    };
    const totals: number[] = [];
    for (const picker of pickers) {
      expect((await pick(picker, `?search=${customer.userName}`)).data.map((c) => c.id)).toEqual([
        customer.id,
      ]);
      totals.push((await pick(picker)).total);
    }

    expect((await api.remove(customer.id)).statusCode).toBe(204);

    for (const [i, picker] of pickers.entries()) {
      expect(await pick(picker, `?search=${customer.userName}`)).toMatchObject({ data: [], total: 0 });
      expect((await pick(picker)).total).toBe(totals[i] - 1);
    }
  });

  it('keeps a consultant’s history, updates and tasks; their team place goes, recorded in the history', async () => {
    const worker = await consultant(t);
    const projectId = await project(t);
    await staff(t, projectId, worker.consultantId, true);
    const update = await call(worker, 'POST', `/projects/${projectId}/updates`, {
      title: 'Week 1',
      content: 'Done.',
    });
    expect(update.statusCode).toBe(201);
    const task = await call(admin, 'POST', `/projects/${projectId}/tasks`, {
      taskName: 'Import',
      assignedTo: worker.consultantId,
    });
    expect(task.statusCode).toBe(201);
    const before = await detail(projectId);
    expect(before.history.some((h: { userId: number }) => h.userId === worker.id)).toBe(true);

    expect((await api.remove(worker.id)).statusCode).toBe(204);

    const after = await detail(projectId);
    expect(after.consultants).toEqual([]);
    expect(after.leaderName).toBeNull();
    expect(after.updates).toEqual([expect.objectContaining({ title: 'Week 1', createdBy: null })]);
    expect(after.tasks).toEqual([
      expect.objectContaining({ taskName: 'Import', assignedTo: null, assigneeName: null }),
    ]);
    const theirs = after.history.filter((h: { action: string }) => h.action === 'Update added');
    expect(theirs).toEqual([expect.objectContaining({ userId: null, userName: 'Unknown User' })]);
    expect(after.history[0]).toMatchObject({
      action: 'Consultant removed',
      details:
        'The account of consultant "Test User" was deleted: removed from the team, 1 task left unassigned.',
      userId: admin.id,
    });
    expect(after.history.length).toBe(before.history.length + 1);
    const profile = await t.app.db
      .selectFrom('consultants')
      .select('id')
      .where('id', '=', worker.consultantId)
      .executeTakeFirst();
    expect(profile).toBeUndefined();
  });

  it('removes their photo and CV files', async () => {
    const worker = await consultant(t);
    const { body, contentType } = multipartBody('photo', 'me.png', PNG);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(worker.token), 'content-type': contentType },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(200);
    const photo: string = uploaded.json().photo;
    const photoFile = path.join(t.config.dataDir, photo.replace(/^\//, ''));
    const cv = await saveCv(t.config.dataDir, Buffer.from('%PDF-1.4 test'), 'pdf');
    await t.app.db
      .updateTable('consultants')
      .set({ cv_url: cv })
      .where('id', '=', worker.consultantId)
      .execute();
    const cvFile = path.join(t.config.dataDir, cv);
    expect(existsSync(photoFile)).toBe(true);
    expect(existsSync(cvFile)).toBe(true);

    expect((await api.remove(worker.id)).statusCode).toBe(204);
    expect(existsSync(photoFile)).toBe(false);
    expect(existsSync(cvFile)).toBe(false);
    const upload = await t.app.db
      .selectFrom('uploads')
      .selectAll()
      .where('path', '=', photo)
      .executeTakeFirst();
    expect(upload).toBeUndefined();
  });

  it("keeps a photo file that is not the deleted user's own upload", async () => {
    const owner = await person(t);
    const { body, contentType } = multipartBody('photo', 'me.png', PNG);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/upload-photo',
      headers: { ...bearer(owner.token), 'content-type': contentType },
      payload: body,
    });
    const photo: string = uploaded.json().photo;
    const photoFile = path.join(t.config.dataDir, photo.replace(/^\//, ''));
    // Another account pointing at the same file (written straight to the database).
    const other = await t.createUser();
    await t.app.db.updateTable('users').set({ photo }).where('id', '=', other.id).execute();
    expect((await api.remove(other.id)).statusCode).toBe(204);
    expect(existsSync(photoFile)).toBe(true);
    expect((await api.remove(999999)).statusCode).toBe(404);
  });
});
