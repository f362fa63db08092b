import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { InjectOptions } from 'fastify';
import type { AnyEndpoint } from '@shared/contracts/contract';
import { ENDPOINTS, endpointKey, sampleOf } from '@test/server/routeSamples';
import { bearer, buildTestApp, listening, type TestApp } from '@test/server/testApp';
import { makePeople, makeScene, type People, type Scene, type SceneItem } from './authorizationScene';
import { AUTHORIZATION, CALLERS, HUB_JOINS, type Caller, type Outcome } from './authorizationTable';

// Walks the authorization table (authorizationTable.ts) against the running app: every route of the
// access matrix, every caller. Writes get a scene of their own for each caller, so that one caller's
// deletion does not decide the next caller's answer.

/** Routes whose call changes the people themselves: each caller gets new people as well. */
const CHANGES_PEOPLE = new Set([
  'DELETE /consultants/:id',
  'POST /Manage/update',
  'POST /Manage/confirm-email',
]);

const READS = new Set(['GET', 'HEAD']);

/** Where each path parameter of a route comes from in a scene. */
function itemOf(key: string, name: string): SceneItem | 'memberUserId' | 'memberConsultantId' | 'USD' {
  const [, path] = key.split(' ');
  switch (name) {
    case 'userId':
      return 'memberUserId';
    case 'slug':
      return path.startsWith('/services/') ? 'serviceSlug' : 'consultantSlug';
    case 'code':
      return 'USD';
    case 'consultantId':
      return 'memberConsultantId';
    case 'updateId':
    case 'metricId':
    case 'featureId':
    case 'benefitId':
      return name;
    case 'imageId':
      return 'aboutImageId';
  }
  if (path.startsWith('/projects/applications/')) return 'applicationId';
  if (key === 'POST /projects/:id/applications') return 'openProjectId';
  if (path.startsWith('/projects/')) return 'projectId';
  if (path.startsWith('/tasks/')) return 'taskId';
  if (path.startsWith('/consultants/expertise/')) return 'expertiseId';
  if (/^\/consultants\/(approve|reject)\//.test(path)) return 'pendingConsultantId';
  if (path.startsWith('/consultants/')) return 'memberConsultantId';
  if (path.startsWith('/ProjectRequest/')) return 'quoteId';
  if (path.startsWith('/notification/')) return 'notificationId';
  if (path.startsWith('/services/')) return 'serviceId';
  if (path.startsWith('/aboutus/')) return 'aboutId';
  if (path.startsWith('/homepage/')) return 'homepageId';
  if (path.startsWith('/sitesettings/')) return 'settingsId';
  if (path.startsWith('/currency/')) return 'currencyId';
  return 'spareUserId';
}

/** The path of a route with its parameters filled from the scene. */
async function pathFor(key: string, url: string, p: People, s: Scene): Promise<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const values = new Map<string, string>();
  for (const name of names) {
    const item = itemOf(key, name);
    const value =
      item === 'memberUserId'
        ? p.member.id
        : item === 'memberConsultantId'
          ? p.member.consultantId
          : item === 'USD'
            ? item
            : await s.get(item);
    values.set(name, String(value));
  }
  return url.replace(/:(\w+)/g, (_m, name: string) => values.get(name)!);
}

/** Bodies the schemas accept, with the ids and values a route needs to reach its work. */
async function bodyFor(endpoint: AnyEndpoint, p: People, s: Scene): Promise<unknown> {
  const key = endpointKey(endpoint);
  const sample = sampleOf(endpoint.body) as Record<string, unknown> | undefined;
  const other = p.otherConsultant.consultantId;
  switch (key) {
    case 'POST /Account/login':
      return { email: p.customer.email, password: p.customer.password };
    case 'PUT /projects/:id/assign-consultant':
      return { projectId: await s.get('projectId'), consultantId: other, isLeader: false };
    case 'POST /projects/:id/consultants':
      return { consultantId: other, isLeader: false };
    case 'POST /projects/:id/consultants/multiple':
      return { consultantIds: [p.member.consultantId], leaderConsultantId: p.member.consultantId };
    case 'POST /roles/assign':
    case 'POST /roles/remove':
      return { ...sample, userId: await s.get('spareUserId') };
    default:
      return sample;
  }
}

const classify = (status: number): Outcome =>
  status === 401 || status === 403 || status === 404 ? status : 'ok';

describe('authorization table', () => {
  let t: TestApp;
  let people: People;
  let shared: Scene;
  // The people and scene of writes, renewed after a write that went through.
  let current: People;
  let scene: Scene;
  let dirty = true;
  const byKey = new Map<string, AnyEndpoint>();
  for (const e of ENDPOINTS) {
    byKey.set(endpointKey(e), e);
    if (e.alias) byKey.set(`${e.method} ${e.alias}`, e);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    people = await makePeople(t);
    shared = makeScene(t, people, ENDPOINTS);
  });
  afterAll(() => t.close());

  /** The table's key of a registered route: GET for HEAD, the first path for an alias. */
  const tableKey = (method: string, url: string): string => {
    const path = url.replace(/^\/api/, '');
    const verb = method === 'HEAD' ? 'GET' : method;
    const endpoint = byKey.get(`${verb} ${path}`);
    return endpoint ? endpointKey(endpoint) : `${verb} ${path}`;
  };

  it('has a row for every route and no row without one', () => {
    const routes = new Set(t.app.accessMatrix().map((e) => tableKey(e.method, e.url)));
    expect([...routes].filter((k) => !(k in AUTHORIZATION))).toEqual([]);
    expect(Object.keys(AUTHORIZATION).filter((k) => !routes.has(k))).toEqual([]);
  });

  /** The role of each signed-in caller. */
  const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, number> = {
    admin: 1,
    customer: 3,
    formerCustomer: 3,
    otherCustomer: 3,
    leader: 2,
    member: 2,
    formerMember: 2,
    otherConsultant: 2,
  };

  it("agrees with each route's declared access: 401 without a session, 403 for a role it lacks", () => {
    const wrong: string[] = [];
    for (const entry of t.app.accessMatrix()) {
      const row = AUTHORIZATION[tableKey(entry.method, entry.url)];
      const { access } = entry;
      const anonymous = access === 'anonymous' ? 'ok' : 401;
      if (row.anonymous !== anonymous) wrong.push(`${entry.method} ${entry.url} as anonymous`);
      if (typeof access !== 'object') continue;
      for (const [caller, role] of Object.entries(ROLE_OF) as [Exclude<Caller, 'anonymous'>, number][]) {
        const refused = !access.roles.includes(role as never);
        // A 403 may also be a project someone sees but may not work on; a refused role is always one.
        if (refused && row[caller] !== 403) wrong.push(`${entry.method} ${entry.url} as ${caller}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  async function callAs(method: string, url: string, caller: Caller): Promise<Outcome> {
    const key = tableKey(method, url);
    const endpoint = byKey.get(key);
    const write = !READS.has(method);
    // A write that was let through may have changed its scene: the next caller gets a new one.
    if (write && (dirty || (CHANGES_PEOPLE.has(key) && current === people))) {
      current = CHANGES_PEOPLE.has(key) ? await makePeople(t) : people;
      scene = makeScene(t, current, ENDPOINTS);
      dirty = false;
    }
    const p = write ? current : people;
    const s = write ? scene : shared;
    const path = await pathFor(key, url, p, s);
    let headers: Record<string, string> = {};
    if (caller !== 'anonymous') {
      // Logging out spends the token: that call signs in afresh.
      const token = key === 'POST /Account/logout' ? await t.login(p[caller].email, p[caller].password) : '';
      headers = token ? bearer(token) : p[caller].headers;
    }
    const body = write && endpoint?.body ? await bodyFor(endpoint, p, s) : undefined;
    const res = await t.app.inject({
      method: method as InjectOptions['method'],
      url: path,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const outcome = classify(res.statusCode);
    if (write && outcome === 'ok') dirty = true;
    return outcome;
  }

  it('answers every route for every caller as the table says', async () => {
    const wrong: string[] = [];
    for (const entry of t.app.accessMatrix()) {
      const key = tableKey(entry.method, entry.url);
      const expected = AUTHORIZATION[key];
      if (!expected) continue;
      for (const caller of CALLERS) {
        const got = await callAs(entry.method, entry.url, caller);
        if (got !== expected[caller]) {
          wrong.push(`${entry.method} ${entry.url} as ${caller}: ${got}, the table says ${expected[caller]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("lists in a consultant's projects only those the caller may see", async () => {
    const seen: Record<string, boolean> = {};
    const projectId = await shared.get('projectId');
    for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/consultants/${people.member.consultantId}/projects`,
        headers: people[caller as Exclude<Caller, 'anonymous'>].headers,
      });
      const list = res.json() as { id: number }[] | { data: { id: number }[] };
      const rows = Array.isArray(list) ? list : list.data;
      seen[caller] = rows.some((r) => r.id === projectId);
    }
    expect(seen).toEqual({
      admin: true,
      customer: true,
      formerCustomer: false,
      otherCustomer: false,
      leader: true,
      member: true,
      formerMember: false,
      otherConsultant: false,
    });
  });

  describe('the hub', () => {
    let base: string;
    const open: HubConnection[] = [];
    beforeAll(async () => {
      base = await listening(t);
    });
    afterAll(() => Promise.all(open.map((c) => c.stop())));

    async function join(caller: Caller, method: string, arg?: string): Promise<Outcome> {
      if (caller === 'anonymous') {
        const res = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1`, { method: 'POST' });
        return classify(res.status);
      }
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}/hubs/notification`, {
          accessTokenFactory: () => people[caller].token,
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      open.push(connection);
      await connection.start();
      try {
        await (arg === undefined ? connection.invoke(method) : connection.invoke(method, arg));
        return 'ok';
      } catch (error) {
        // The hub refuses with a HubException, the socket's way of saying 403.
        if (/HubException/.test(String(error))) return 403;
        throw error;
      }
    }

    it('lets each caller join the groups the table says', async () => {
      const wrong: string[] = [];
      for (const [name, expected] of Object.entries(HUB_JOINS)) {
        const method = name.replace(/\(.*\)$/, '');
        for (const caller of CALLERS) {
          const arg =
            method !== 'JoinUserNotifications'
              ? undefined
              : name.endsWith('(customer)') || caller === 'anonymous'
                ? String(people.customer.id)
                : String(people[caller].id);
          const got = await join(caller, method, arg);
          if (got !== expected[caller])
            wrong.push(`${name} as ${caller}: ${got}, the table says ${expected[caller]}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
