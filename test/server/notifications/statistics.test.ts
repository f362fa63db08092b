import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event, person, type Person } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('notification statistics', () => {
  let t: TestApp;
  let admin: Person;
  const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp();
    // Counted from an empty store: the demo's month of notifications would be counted too.
    await t.app.db.deleteFrom('notifications').execute();
    admin = await person(t, 1);
    const customer = await person(t, 3);
    // 60 days ago, 20 days ago and today (twice), so each range holds a different set.
    t.clock.advance(-60 * DAY);
    await t.app.notifier.notify(event({ type: 'old_deleted', toAdmins: true }));
    t.clock.advance(40 * DAY);
    await t.app.notifier.notify(event({ type: 'mid_completed', toAdmins: false, toUserIds: [customer.id] }));
    t.clock.advance(20 * DAY);
    await t.app.notifier.notify(event({ type: 'new_created', toAdmins: false, toUserIds: [customer.id] }));
    await t.app.notifier.notify(event({ type: 'new_created', toAdmins: false, toRoleId: 2 }));
    const [first] = await caller(t, customer).get('/all');
    await caller(t, customer).call('POST', `/mark-read/${first.id}`);
  });
  afterAll(() => t.close());

  const stats = (query = '') => caller(t, admin).get(`/statistics${query}`);

  it('defaults to 30 days with every field of the contract', async () => {
    const s = await stats();
    expect(s).toEqual({
      timeRange: '30d',
      total: 3,
      unread: 2,
      readRate: 0.3333,
      byType: [
        { type: 'new_created', count: 2 },
        { type: 'mid_completed', count: 1 },
      ],
      bySeverity: [
        { severity: 'info', count: 2 },
        { severity: 'success', count: 1 },
      ],
      byDay: expect.any(Array),
      byAudience: [
        { audience: 'user', count: 2 },
        { audience: 'role', count: 1 },
      ],
    });
    expect(s.byDay).toHaveLength(30);
    expect(s.byDay.at(-1)).toEqual({ date: today(), count: 2 });
    expect(s.byDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(3);
  });

  it('narrows to 7 days and widens to 90 days and all', async () => {
    const week = await stats('?timeRange=7d');
    expect(week.total).toBe(2);
    expect(week.byDay).toHaveLength(7);
    const quarter = await stats('?timeRange=90d');
    expect(quarter.total).toBe(4);
    expect(quarter.byDay).toHaveLength(90);
    expect(quarter.bySeverity).toContainEqual({ severity: 'error', count: 1 });
    const all = await stats('?timeRange=all');
    expect(all.total).toBe(4);
    expect(all.byDay).toHaveLength(3);
    expect(all.byAudience).toContainEqual({ audience: 'admin', count: 1 });
  });

  it('refuses an unknown range with 400 and non-admins with 403', async () => {
    expect((await caller(t, admin).call('GET', '/statistics?timeRange=1y')).statusCode).toBe(400);
    const consultant = await person(t, 2);
    expect((await caller(t, consultant).call('GET', '/statistics')).statusCode).toBe(403);
  });

  it('answers zeros on an empty range', async () => {
    t.clock.advance(400 * DAY);
    try {
      // A token from 400 days ago has expired; sign in again at the moved clock.
      const later = await person(t, 1);
      const s = await caller(t, later).get('/statistics?timeRange=7d');
      expect(s).toMatchObject({
        total: 0,
        unread: 0,
        readRate: 0,
        byType: [],
        bySeverity: [],
        byAudience: [],
      });
      expect(s.byDay.every((d: { count: number }) => d.count === 0)).toBe(true);
    } finally {
      t.clock.advance(-400 * DAY);
    }
  });
});
