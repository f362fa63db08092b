import type { AccessEntry } from '@server/types';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// Every route declares its access, in one machine-readable matrix (docs/requirements.md#access). The
// walk of every route by every kind of caller is test/server/security/authorization.test.ts, whose
// table also agrees with these declarations.

describe('access matrix', () => {
  let t: TestApp;
  let matrix: AccessEntry[];

  beforeAll(async () => {
    t = await buildTestApp();
    matrix = t.app.accessMatrix();
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
});
