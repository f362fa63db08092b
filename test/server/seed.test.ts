import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { buildTestApp } from '@test/server/testApp';

describe('seed', () => {
  it('creates the three verified demo accounts and the consultant row', async () => {
    const t = await buildTestApp();
    try {
      const users = await t.app.db
        .selectFrom('users')
        .select(['email', 'user_name', 'role_id', 'email_verified'])
        .where('email', 'like', '%@example.com')
        .where('user_name', 'in', ['admin', 'consultant', 'customer'])
        .orderBy('id')
        .execute();
      expect(users).toEqual([
        { email: 'admin@example.com', user_name: 'admin', role_id: 1, email_verified: 1 },
        { email: 'consultant@example.com', user_name: 'consultant', role_id: 2, email_verified: 1 },
        { email: 'customer@example.com', user_name: 'customer', role_id: 3, email_verified: 1 },
      ]);
      const consultant = await t.app.db
        .selectFrom('consultants')
        .selectAll()
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(consultant).toMatchObject({
        specialization: 'ERP & Digital Transformation',
        years_of_experience: 8,
        application_status: 'Approved',
        is_active: 1,
      });
      await t.login('customer@example.com', 'Customer123!');
      await t.login('consultant@example.com', 'Consultant123!');
    } finally {
      await t.close();
    }
  });

  it('skips the demo accounts when SEED_DEMO is false but still seeds the settings', async () => {
    const t = await buildTestApp({ seedDemo: false });
    try {
      expect(await t.app.db.selectFrom('users').selectAll().execute()).toEqual([]);
      const res = await t.app.inject({ method: 'GET', url: '/api/sitesettings' });
      expect(res.json()).toMatchObject(SITE_DEFAULTS);
    } finally {
      await t.close();
    }
  });

  it('creates the configured administrator once', async () => {
    const t = await buildTestApp({
      seedDemo: false,
      adminEmail: 'boss@corp.example',
      adminPassword: 'BossPass123!',
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: 'boss@corp.example', password: 'BossPass123!' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ roleId: 1, userName: 'boss' });
    } finally {
      await t.close();
    }
  });

  it('does not seed twice across restarts of a file database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srv-seed-'));
    const config = loadConfig(
      {},
      {
        dataDir,
        logLevel: 'silent',
        jwtSecret: 'x'.repeat(40),
        adminEmail: 'boss@corp.example',
        adminPassword: 'BossPass123!',
      },
    );
    try {
      const seen: number[][] = [];
      for (let i = 0; i < 2; i += 1) {
        const app = await buildApp(config);
        const counts = [];
        for (const table of ['projects', 'tasks', 'project_updates', 'notifications'] as const) {
          const row = await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          counts.push(Number(row.n));
        }
        seen.push(counts);
        const n = await app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        const s = await app.db
          .selectFrom('site_settings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        // The three demo accounts, four demo consultants, two more customers, three applicants and
        // the configured administrator.
        expect(Number(n.n)).toBe(13);
        expect(Number(s.n)).toBe(1);
        await app.close();
      }
      expect(seen[0][0]).toBe(7);
      expect(seen[1]).toEqual(seen[0]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
