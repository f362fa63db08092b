import { addAboutUsImage } from '@server/repositories/aboutUs';
import { saveCv } from '@server/lib/cvFiles';
import { createConsultant } from '@server/repositories/consultants';
import type { AnyEndpoint } from '@shared/contracts/contract';
import { sampleOf } from '@test/server/routeSamples';
import type { TestApp } from '@test/server/testApp';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from '../work/fixtures';

// The people and objects the authorization table speaks of, made through the API where a real path
// makes them (a former member was taken off the team, a former customer had the project moved away).

export interface People {
  admin: Person;
  customer: Person;
  formerCustomer: Person;
  otherCustomer: Person;
  leader: ConsultantPerson;
  member: ConsultantPerson;
  formerMember: ConsultantPerson;
  otherConsultant: ConsultantPerson;
}

export async function makePeople(t: TestApp): Promise<People> {
  const member = await consultant(t);
  // The member's profile has a CV, which only they and administrators may fetch.
  const cv = await saveCv(t.config.dataDir, Buffer.from('%PDF-1.4 sample'), 'pdf');
  await t.app.db
    .updateTable('consultants')
    .set({ cv_url: cv })
    .where('id', '=', member.consultantId)
    .execute();
  return {
    admin: await person(t, 1),
    customer: await person(t, 3),
    formerCustomer: await person(t, 3),
    otherCustomer: await person(t, 3),
    leader: await consultant(t),
    member,
    formerMember: await consultant(t),
    otherConsultant: await consultant(t),
  };
}

async function call(
  t: TestApp,
  who: Person,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? (res.json() as Record<string, unknown>) : {};
}

const idOf = (answer: Record<string, unknown>): number => {
  const body = (answer.data ?? answer) as { id?: unknown };
  if (typeof body.id !== 'number') throw new Error(`no id in ${JSON.stringify(answer)}`);
  return body.id;
};

/** The objects one call may change or delete, each made when a call first names it. */
export interface Scene {
  get(item: SceneItem): Promise<number | string>;
}

export type SceneItem =
  | 'projectId'
  /** Open for applications, the customer's too; nobody on its team. */
  | 'openProjectId'
  | 'updateId'
  | 'metricId'
  | 'taskId'
  | 'applicationId'
  | 'quoteId'
  | 'notificationId'
  | 'expertiseId'
  /** A consultant application waiting for a decision. */
  | 'pendingConsultantId'
  | 'serviceId'
  | 'serviceSlug'
  | 'featureId'
  | 'benefitId'
  | 'aboutId'
  | 'aboutImageId'
  | 'homepageId'
  | 'settingsId'
  | 'currencyId'
  | 'consultantSlug'
  /** A user of nobody's scene, for the administration of people. */
  | 'spareUserId';

export function makeScene(t: TestApp, p: People, endpoints: AnyEndpoint[]): Scene {
  const body = (method: string, path: string) => {
    const e = endpoints.find((x) => x.method === method && x.path === path);
    return sampleOf(e?.body) as Record<string, unknown>;
  };
  const db = t.app.db;
  const now = () => new Date(t.clock.now()).toISOString();
  const made = new Map<SceneItem, Promise<number | string>>();
  const get = (item: SceneItem): Promise<number | string> => {
    let value = made.get(item);
    if (!value) {
      value = build[item]();
      made.set(item, value);
    }
    return value;
  };
  const num = async (item: SceneItem) => Number(await get(item));
  /** The id of what `who` created at `url` with a sample of the route's body. */
  const posted = async (who: Person, url: string, route: string) =>
    idOf(await call(t, who, 'POST', url, body('POST', route)));
  const service = async () => {
    const answer = await call(t, p.admin, 'POST', '/services', body('POST', '/services'));
    return (answer.data ?? answer) as { id: number; slug: string };
  };
  let serviceMade: Promise<{ id: number; slug: string }> | undefined;

  const build: Record<SceneItem, () => Promise<number | string>> = {
    // The project was the former customer's, and the former member was on its team.
    async projectId() {
      const id = await project(t, { customerId: p.formerCustomer.id, isAvailableForApplication: false });
      await staff(t, id, p.leader.consultantId, true);
      await staff(t, id, p.member.consultantId);
      await staff(t, id, p.formerMember.consultantId);
      await call(t, p.admin, 'PATCH', `/projects/${id}`, { customerId: p.customer.id });
      await call(t, p.admin, 'DELETE', `/projects/${id}/consultants/${p.formerMember.consultantId}`);
      return id;
    },
    openProjectId: () => project(t, { customerId: p.customer.id, isAvailableForApplication: true }),
    updateId: async () =>
      posted(p.member, `/projects/${await num('projectId')}/updates`, '/projects/:id/updates'),
    metricId: async () =>
      posted(p.member, `/projects/${await num('projectId')}/metrics`, '/projects/:id/metrics'),
    taskId: async () => posted(p.member, `/projects/${await num('projectId')}/tasks`, '/projects/:id/tasks'),
    applicationId: async () =>
      idOf(
        await call(t, p.otherConsultant, 'POST', `/projects/${await num('openProjectId')}/applications`, {
          message: 'I would like to help.',
        }),
      ),
    quoteId: async () => posted(p.customer, '/ProjectRequest', '/ProjectRequest'),
    async notificationId() {
      // The customer hears of the project they were given.
      await get('projectId');
      const mine = await db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', p.customer.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return mine.id;
    },
    expertiseId: async () =>
      posted(p.member, `/consultants/${p.member.consultantId}/expertise`, '/consultants/:id/expertise'),
    async pendingConsultantId() {
      const applicant = await t.createUser({ roleId: 3 });
      return createConsultant(
        db,
        {
          userId: applicant.id,
          specialization: 'Data',
          yearsOfExperience: 2,
          applicationStatus: 'Pending',
          isActive: false,
        },
        now(),
      );
    },
    serviceId: async () => (await (serviceMade ??= service())).id,
    serviceSlug: async () => (await (serviceMade ??= service())).slug,
    featureId: async () =>
      posted(p.admin, `/services/${await num('serviceId')}/features`, '/services/:id/features'),
    benefitId: async () =>
      posted(p.admin, `/services/${await num('serviceId')}/benefits`, '/services/:id/benefits'),
    aboutId: async () => (await db.selectFrom('about_us').select('id').executeTakeFirstOrThrow()).id,
    aboutImageId: async () =>
      (await addAboutUsImage(db, await num('aboutId'), 'https://example.com/a.png', 'A', now())).id,
    homepageId: async () => (await db.selectFrom('homepage_info').select('id').executeTakeFirstOrThrow()).id,
    settingsId: async () => (await db.selectFrom('site_settings').select('id').executeTakeFirstOrThrow()).id,
    currencyId: async () => (await db.selectFrom('currencies').select('id').executeTakeFirstOrThrow()).id,
    async consultantSlug() {
      const profile = await db
        .selectFrom('consultants')
        .select('slug')
        .where('id', '=', p.member.consultantId)
        .executeTakeFirstOrThrow();
      return String(profile.slug);
    },
    spareUserId: async () => (await t.createUser({ roleId: 3 })).id,
  };
  return { get };
}
