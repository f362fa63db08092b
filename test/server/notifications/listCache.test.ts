import { sql } from 'kysely';
import * as notifications from '@server/repositories/notifications';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event, person, type Person } from './fixtures';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/repositories/notifications', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/notifications'),
}));

// A page of a notification list is kept serialized per caller and query between writes (migration
// 014, docs/decisions/026-kept-answers.md): every write that changes what a caller's list shows,
// whoever makes it, shows in their next read; a list nothing changed is answered from the kept page.
type Listed = { id: number; type: string; isRead: boolean; audience: string };

describe('the kept notification lists', () => {
  let t: TestApp;
  let admin: Person;
  let consultant: Person;
  let otherConsultant: Person;
  let customer: Person;
  let computed: jest.SpyInstance;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    consultant = await person(t, 2);
    otherConsultant = await person(t, 2);
    customer = await person(t, 3);
  });
  beforeEach(() => {
    computed = jest.spyOn(notifications, 'listVisible');
  });
  afterEach(() => computed.mockRestore());
  afterAll(() => t.close());

  const list = async (who: Person, url: string): Promise<Listed[]> =>
    (await caller(t, who).get(url)) as Listed[];
  const types = async (who: Person, url: string) => (await list(who, url)).map((n) => n.type);
  /** Computed again since the spy was last cleared: how many pages were read from the database. */
  const reads = () => computed.mock.calls.length;

  it('answers an unchanged list from the kept page, the same bytes, never cached by the browser', async () => {
    await t.app.notifier.notify(event({ type: 'kept_once' }));
    const first = await caller(t, admin).call('GET', '/admin?includeRead=true');
    expect(first.statusCode).toBe(200);
    computed.mockClear();
    const again = await caller(t, admin).call('GET', '/admin?includeRead=true');
    expect(again.body).toBe(first.body);
    expect(reads()).toBe(0);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers.etag).toBeUndefined();
    // Another query of the same caller is a page of its own.
    await caller(t, admin).get('/admin?includeRead=true&limit=1');
    expect(reads()).toBe(1);
  });

  it('shows a new notification for the caller’s role, and for the administrators, at once', async () => {
    expect(await types(consultant, '/all')).not.toContain('for_consultants');
    await t.app.notifier.notify(event({ type: 'for_consultants', toAdmins: false, toRoleId: 2 }));
    expect(await types(consultant, '/all')).toContain('for_consultants');
    expect(await types(otherConsultant, '/all')).toContain('for_consultants');
    expect(await types(customer, '/all')).not.toContain('for_consultants');

    expect(await types(admin, '/admin')).not.toContain('for_admins');
    await t.app.notifier.notify(event({ type: 'for_admins' }));
    expect(await types(admin, '/admin')).toContain('for_admins');
  });

  it('shows a notification for another user to that user at once, and keeps the caller’s page', async () => {
    await types(consultant, '/all');
    expect(await types(otherConsultant, '/all')).not.toContain('for_the_other');
    await t.app.notifier.notify(
      event({ type: 'for_the_other', toAdmins: false, toUserIds: [otherConsultant.id] }),
    );
    computed.mockClear();
    expect(await types(consultant, '/all')).not.toContain('for_the_other');
    expect(reads()).toBe(0);
    expect(await types(otherConsultant, '/all')).toContain('for_the_other');
    expect(reads()).toBe(1);
  });

  it('shows the caller’s own read at once, in both lists, and not in another caller’s', async () => {
    await t.app.notifier.notify(event({ type: 'to_read', toAdmins: false, toRoleId: 2 }));
    const unread = await list(consultant, '/all');
    const { id } = unread.find((n) => n.type === 'to_read')!;
    await list(consultant, '/all?includeRead=true');
    await list(otherConsultant, '/all?includeRead=true');
    expect((await caller(t, consultant).call('POST', `/mark-read/${id}`)).statusCode).toBe(204);
    expect((await list(consultant, '/all')).map((n) => n.id)).not.toContain(id);
    expect((await list(consultant, '/all?includeRead=true')).find((n) => n.id === id)?.isRead).toBe(true);
    expect((await list(otherConsultant, '/all?includeRead=true')).find((n) => n.id === id)?.isRead).toBe(
      false,
    );

    await t.app.notifier.notify(event({ type: 'all_read', toAdmins: false, toRoleId: 2 }));
    expect(await types(consultant, '/all')).toContain('all_read');
    expect((await caller(t, consultant).call('POST', '/mark-all-read')).statusCode).toBe(204);
    expect(await list(consultant, '/all')).toEqual([]);
  });

  it('shows a delete at once: a shared row hidden for the caller, an own row gone', async () => {
    await t.app.notifier.notify(event({ type: 'shared_gone', toAdmins: false, toRoleId: 2 }));
    await t.app.notifier.notify(event({ type: 'own_gone', toAdmins: false, toUserIds: [consultant.id] }));
    const before = await list(consultant, '/all?includeRead=true');
    await list(otherConsultant, '/all?includeRead=true');
    for (const type of ['shared_gone', 'own_gone']) {
      const { id } = before.find((n) => n.type === type)!;
      expect((await caller(t, consultant).call('DELETE', `/${id}`)).statusCode).toBe(204);
    }
    const after = await types(consultant, '/all?includeRead=true');
    expect(after).not.toContain('shared_gone');
    expect(after).not.toContain('own_gone');
    expect(await types(otherConsultant, '/all?includeRead=true')).toContain('shared_gone');
  });

  // Each alone, so that no other write of the test refreshes the kept page in its place.
  it('shows one shared row hidden at once, for the caller only', async () => {
    await t.app.notifier.notify(event({ type: 'hidden_alone', toAdmins: false, toRoleId: 2 }));
    const kept = await list(consultant, '/all?includeRead=true');
    await list(otherConsultant, '/all?includeRead=true');
    const { id } = kept.find((n) => n.type === 'hidden_alone')!;
    expect((await caller(t, consultant).call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await list(consultant, '/all?includeRead=true')).map((n) => n.id)).not.toContain(id);
    expect((await list(otherConsultant, '/all?includeRead=true')).map((n) => n.id)).toContain(id);
  });

  it('shows one own row deleted at once', async () => {
    await t.app.notifier.notify(
      event({ type: 'deleted_alone', toAdmins: false, toUserIds: [consultant.id] }),
    );
    const kept = await list(consultant, '/all?includeRead=true');
    const { id } = kept.find((n) => n.type === 'deleted_alone')!;
    expect((await caller(t, consultant).call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await list(consultant, '/all?includeRead=true')).map((n) => n.id)).not.toContain(id);
  });

  it('shows a family switched off, and on again, at once', async () => {
    await t.app.notifier.notify(
      event({ type: 'muted_later', family: 'tasks', toAdmins: false, toRoleId: 2 }),
    );
    expect(await types(consultant, '/all?includeRead=true')).toContain('muted_later');
    const patch = (inApp: boolean) =>
      caller(t, consultant).call('PATCH', '/settings', { families: { tasks: { inApp } } });
    expect((await patch(false)).statusCode).toBe(200);
    expect(await types(consultant, '/all?includeRead=true')).not.toContain('muted_later');
    expect(await types(otherConsultant, '/all?includeRead=true')).toContain('muted_later');
    expect((await patch(true)).statusCode).toBe(200);
    expect(await types(consultant, '/all?includeRead=true')).toContain('muted_later');
  });

  it('shows writes made with plain SQL, as another process would make them', async () => {
    await list(admin, '/admin?includeRead=true');
    const now = new Date().toISOString();
    await sql`insert into notifications (type, title, message, family, audience, created_at)
      values ('written_by_sql', 'By SQL', 'Written by SQL.', 'projects', 'admin', ${now})`.execute(t.app.db);
    const shown = await list(admin, '/admin?includeRead=true');
    const row = shown.find((n) => n.type === 'written_by_sql');
    expect(row?.isRead).toBe(false);
    await sql`insert into notification_reads (notification_id, user_id, read_at)
      values (${row!.id}, ${admin.id}, ${now})`.execute(t.app.db);
    expect((await list(admin, '/admin?includeRead=true')).find((n) => n.id === row!.id)?.isRead).toBe(true);
    await sql`delete from notifications where id = ${row!.id}`.execute(t.app.db);
    expect(await types(admin, '/admin?includeRead=true')).not.toContain('written_by_sql');
  });

  it('keeps the pages of a cursor apart, each as fresh as the list', async () => {
    for (const n of [1, 2, 3]) {
      await t.app.notifier.notify(event({ type: `paged_${n}`, toAdmins: false, toUserIds: [customer.id] }));
    }
    const first = await list(customer, '/all?includeRead=true&limit=2');
    expect(first.map((n) => n.type)).toEqual(['paged_3', 'paged_2']);
    const next = `/all?includeRead=true&limit=2&before=${first[1].id}`;
    expect(await types(customer, next)).toEqual(['paged_1']);
    await caller(t, customer).call('DELETE', `/${first[1].id}`);
    // The cursor's row is gone: its id alone places the next page.
    expect(await types(customer, next)).toEqual(['paged_1']);
    expect(await types(customer, '/all?includeRead=true&limit=2')).toEqual(['paged_3', 'paged_1']);
  });
});
