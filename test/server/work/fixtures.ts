import { createConsultant } from '@server/repositories/consultants';
import { assignConsultant, insertProject, type NewProject } from '@server/repositories/projects';
import type { TestApp, TestUser } from '@test/server/testApp';
import { bearer } from '@test/server/testApp';

// People and projects for the suites of the firm's work (projects, consultants, applications, tasks).

const now = (t: TestApp) => new Date(t.clock.now()).toISOString();

export interface Person extends TestUser {
  token: string;
  headers: { authorization: string };
}

export interface ConsultantPerson extends Person {
  consultantId: number;
}

/** A signed-in user of a role (3 unless told). */
export async function person(t: TestApp, roleId: 1 | 2 | 3 | 4 = 3): Promise<Person> {
  const user = await t.createUser({ roleId });
  const token = await t.login(user.email, user.password);
  return { ...user, token, headers: bearer(token) };
}

/** A signed-in consultant: role 2 with an approved, active profile unless told otherwise. */
export async function consultant(
  t: TestApp,
  options: { status?: 'Pending' | 'Approved' | 'Rejected'; isActive?: boolean } = {},
): Promise<ConsultantPerson> {
  const status = options.status ?? 'Approved';
  const user = await t.createUser({ roleId: status === 'Approved' ? 2 : 3 });
  const consultantId = await createConsultant(
    t.app.db,
    {
      userId: user.id,
      specialization: 'Cloud migration',
      yearsOfExperience: 5,
      applicationStatus: status,
      isActive: options.isActive ?? status === 'Approved',
    },
    now(t),
  );
  const token = await t.login(user.email, user.password);
  return { ...user, token, headers: bearer(token), consultantId };
}

/** A project straight in the database (Active, TRY, no team unless staffed). */
export async function project(t: TestApp, fields: Partial<NewProject> = {}): Promise<number> {
  const p = await insertProject(
    t.app.db,
    {
      name: fields.name ?? `Project ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A project for the tests.',
      status: 'Active',
      customerId: null,
      serviceId: null,
      budget: 10000,
      currency: 'TRY',
      startDate: '2026-01-01',
      ...fields,
    },
    now(t),
  );
  return p.id;
}

/** Puts a consultant on a project directly (no events). */
export async function staff(t: TestApp, projectId: number, consultantId: number, leader = false) {
  await assignConsultant(t.app.db, projectId, consultantId, leader, now(t));
}
