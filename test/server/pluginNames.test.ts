import { accountRoutes } from '@server/routes/account';
import { serviceRoutes } from '@server/routes/services';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// Our route plugins carry their names for Fastify (plugins/named.ts), so that it need not look for
// them among every loaded module's exports; the names it reports are the functions' own.
describe('plugin names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('names the plugins before Fastify looks for them', () => {
    for (const plugin of [accountRoutes, serviceRoutes]) {
      expect((plugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')]).toBe(
        plugin.name,
      );
    }
  });

  it('reports each route plugin by its function name', () => {
    const tree = t.app.printPlugins();
    for (const name of [
      'accountRoutes',
      'manageRoutes',
      'projectRoutes',
      'notificationRoutes',
      'healthRoutes',
      'serviceRoutes',
      'projectRequestRoutes',
      'registerEarlyFormPosts',
    ]) {
      expect(tree).toContain(`${name} `);
    }
  });
});
