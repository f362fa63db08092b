import type { InjectOptions } from 'fastify';
import { ALL_ROLES, type RoleId } from '@shared/roles';
import { DEMO_ACCOUNTS } from '@server/seed/seed';
import { createConsultant } from '@server/repositories/consultants';
import { firstSettings } from '@server/repositories/siteSettings';
import { findUserByEmail } from '@server/repositories/users';
import type { Access, AccessEntry } from '@server/types';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

type Caller = 'anonymous' | RoleId;
const CALLERS: Caller[] = ['anonymous', ...ALL_ROLES];

function allows(access: Access, caller: Caller): boolean {
  if (access === 'anonymous') return true;
  if (caller === 'anonymous') return false;
  return access === 'authenticated' || access.roles.includes(caller);
}

describe('access matrix', () => {
  let t: TestApp;
  let matrix: AccessEntry[];
  const tokens = new Map<RoleId, string>();
  const params: Record<string, string> = {};
  // Deleting a consultant makes their user a customer again: the walk deletes a consultant of its
  // own, so that the demo consultant keeps role 2 for the routes after that one.
  const idFor: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    matrix = t.app.accessMatrix();
    for (const role of ALL_ROLES) tokens.set(role, await t.tokenFor(role));
    params.id = String((await firstSettings(t.app.db))!.id);
    params.userId = String((await findUserByEmail(t.app.db, DEMO_ACCOUNTS[1].email))!.id);
    // Real values, so that allowed calls reach their handlers rather than a 404.
    params.slug = 'erp-implementation';
    params.code = 'USD';
    const spare = await t.createUser();
    const spareConsultant = await createConsultant(
      t.app.db,
      {
        userId: spare.id,
        specialization: 'x',
        yearsOfExperience: 0,
        applicationStatus: 'Approved',
        isActive: true,
      },
      new Date().toISOString(),
    );
    idFor['DELETE /api/consultants/:id'] = String(spareConsultant);
    // The administrator's call really deletes someone: a user of the walk's own, not the caller.
    idFor['DELETE /api/Manage/delete-user/:id'] = String((await t.createUser()).id);
  });
  afterAll(() => t.close());

  it('lists every /api route with a valid declaration', () => {
    expect(matrix.length).toBeGreaterThan(20);
    for (const entry of matrix) {
      expect(entry.url.startsWith('/api/')).toBe(true);
      expect(
        entry.access === 'anonymous' || entry.access === 'authenticated' || Array.isArray(entry.access.roles),
      ).toBe(true);
    }
    const keys = matrix.map((e) => `${e.method} ${e.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/Account/login',
        'POST /api/Account/Account/Register',
        'GET /api/Manage/profile',
        'PATCH /api/sitesettings/:id',
        'GET /api/health',
        'GET /api/docs',
        'GET /api/notification/all',
        'GET /api/notification/statistics',
        'PATCH /api/notification/settings',
        'DELETE /api/notification/:id',
        'GET /api/services/slug/:slug',
        'POST /api/ProjectRequest',
        'POST /api/ProjectRequest/:id/approve',
        'GET /api/consultants/:id/projects/public',
        'GET /api/consultants/mine',
        'GET /api/currency/validate/:code',
        'DELETE /api/aboutus/images/:imageId',
        'GET /api/Manage/users',
        'POST /api/Manage/create-user',
        'PUT /api/Manage/update-user/:id',
        'DELETE /api/Manage/delete-user/:id',
        'GET /api/User/statistics',
        'GET /api/User',
        'GET /api/User/:id',
        'GET /api/user/customers',
        'GET /api/roles',
        'POST /api/roles/assign',
        'POST /api/roles/remove',
      ]),
    );
  });

  it('keeps the administration of people to administrators, and customers to consultants too', () => {
    const people = matrix.filter((e) =>
      /^\/api\/(Manage\/(users|create-user|update-user|delete-user)|User|user\/customers|roles)/.test(e.url),
    );
    // Eleven calls; each GET brings its HEAD.
    expect(people.filter((e) => e.method !== 'HEAD')).toHaveLength(11);
    for (const entry of people) {
      const roles = entry.url === '/api/user/customers' ? [1, 2] : [1];
      expect([`${entry.method} ${entry.url}`, entry.access]).toEqual([
        `${entry.method} ${entry.url}`,
        { roles },
      ]);
    }
  });

  const fill = (url: string, method = '') => {
    const own = idFor[`${method} ${url}`];
    return url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' && own) || (params[name] ?? '1'));
  };

  async function call(entry: AccessEntry, caller: Caller) {
    let headers = {};
    if (caller !== 'anonymous') {
      // Logging out spends the token, so that call gets a token of its own.
      const token = entry.url.endsWith('/logout') ? await t.tokenFor(caller) : tokens.get(caller)!;
      headers = bearer(token);
    }
    return t.app.inject({
      method: entry.method as InjectOptions['method'],
      url: fill(entry.url, entry.method),
      headers,
    });
  }

  it('answers every route for every caller as declared', async () => {
    const wrong: string[] = [];
    for (const entry of matrix) {
      for (const caller of CALLERS) {
        const res = await call(entry, caller);
        const allowed = allows(entry.access, caller);
        const expected = caller === 'anonymous' ? 401 : 403;
        const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok)
          wrong.push(
            `${entry.method} ${entry.url} as ${caller}: ${res.statusCode} (${allowed ? 'allowed' : 'refused'})`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
