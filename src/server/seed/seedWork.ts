import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE_ADMIN, ROLE_CUSTOMER } from '../../shared/roles';
import type { Database } from '../db/types';
import { consultantIdForUser, createConsultant } from '../repositories/consultants';
import { addHistory, assignConsultant, insertProject } from '../repositories/projects';
import { createUser, findUserByEmail } from '../repositories/users';
import { slugify } from '../lib/slugs';
import { hashPassword } from '../services/passwords';
import { severityFor } from '../services/notifications/severity';
import {
  DEMO_APPLICANTS,
  DEMO_CUSTOMERS,
  DEMO_EXISTING_WORK,
  DEMO_PROJECT_APPLICATIONS,
  DEMO_WORK,
  type DemoProject,
} from './seedWorkData';

type Db = Kysely<Database>;
type Work = Pick<DemoProject, 'updates' | 'metrics' | 'tasks'>;

/** Who the demo refers to by e-mail. */
interface Member {
  userId: number;
  consultantId: number;
  fullName: string;
}

/** An event of the demo's past, stored as notifications once everything else is in place. */
interface PastEvent {
  at: string;
  family: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  toUserIds: number[];
}

/** A moment `day` days from now, at a working hour that varies with `salt` (never in the future). */
function at(now: string, day: number, salt = 0): string {
  const base = Date.parse(now) + day * 86_400_000;
  const hour = day >= 0 ? -1 - (salt % 3) : ((salt * 7) % 9) - 4;
  return new Date(Math.min(base + hour * 3_600_000, Date.parse(now) - 60_000 * (salt + 1))).toISOString();
}
const date = (now: string, day: number) =>
  new Date(Date.parse(now) + day * 86_400_000).toISOString().slice(0, 10);

async function member(db: Db, email: string): Promise<Member | undefined> {
  const user = await findUserByEmail(db, email);
  const consultantId = user && (await consultantIdForUser(db, user.id));
  if (!user || !consultantId) return undefined;
  return { userId: user.id, consultantId, fullName: `${user.name} ${user.surname}`.trim() };
}

async function ensureUser(
  db: Db,
  person: { email: string; userName: string; name: string; surname: string },
  passwordHash: string,
  now: string,
): Promise<number> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing.id;
  return createUser(
    db,
    { ...person, phoneNumber: '', passwordHash, roleId: ROLE_CUSTOMER, emailVerified: true },
    now,
  );
}

class WorkSeeder {
  readonly events: PastEvent[] = [];
  private salt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: string,
  ) {}

  when(day: number): string {
    this.salt += 1;
    return at(this.now, day, this.salt);
  }

  event(day: number, e: Omit<PastEvent, 'at'>): void {
    if (day >= -30) this.events.push({ ...e, at: this.when(day) });
  }

  async history(projectId: number, day: number, action: string, details: string, who?: Member) {
    await addHistory(
      this.db,
      { projectId, action, details, userId: who?.userId ?? null, userName: who?.fullName ?? 'System' },
      this.when(day),
    );
  }

  /** Updates, metrics and tasks of one project, written by its team (or by nobody, for a lone project). */
  async work(projectId: number, projectName: string, customerId: number, team: Member[], work: Work) {
    const people = [customerId, ...team.map((m) => m.userId)];
    const base = { projectId, projectName, name: projectName };
    for (const [i, u] of work.updates.entries()) {
      const author = team[i % Math.max(team.length, 1)];
      const created = this.when(u.day);
      await this.db
        .insertInto('project_updates')
        .values({
          project_id: projectId,
          title: u.title,
          content: u.content,
          created_by: author?.userId ?? null,
          created_at: created,
          updated_at: created,
        })
        .execute();
      await this.history(projectId, u.day, 'Update added', `"${u.title}"`, author);
      this.event(u.day, {
        family: 'projects',
        type: 'project_update_added',
        title: 'Project update added',
        message: `${author?.fullName ?? 'Someone'} posted "${u.title}" on ${projectName}.`,
        data: base,
        toUserIds: people,
      });
    }
    for (const m of work.metrics) {
      for (const [day, value] of m.values) {
        await this.db
          .insertInto('project_metrics')
          .values({
            project_id: projectId,
            name: m.name,
            value,
            target: m.target,
            unit: m.unit,
            created_by: team[0]?.userId ?? null,
            recorded_at: this.when(day),
            created_at: this.when(day),
          })
          .execute();
        await this.history(projectId, day, 'Metric recorded', `${m.name}: ${value} ${m.unit}`, team[0]);
        this.event(day, {
          family: 'projects',
          type: 'project_metrics_updated',
          title: 'Project metrics updated',
          message: `${m.name} on ${projectName} is now ${value} ${m.unit}.`,
          data: base,
          toUserIds: people,
        });
      }
    }
    for (const t of work.tasks) {
      const assignee = t.to === undefined ? undefined : team[t.to];
      const created = this.when(Math.min((t.dueDay ?? 0) - 14, t.doneDay ?? 0, -1));
      const done = t.doneDay === undefined ? null : this.when(t.doneDay);
      await this.db
        .insertInto('tasks')
        .values({
          project_id: projectId,
          task_name: t.name,
          description: '',
          assigned_to: assignee?.consultantId ?? null,
          due_date: t.dueDay === null ? null : date(this.now, t.dueDay),
          priority: t.priority,
          is_complete: done ? 1 : 0,
          completed_at: done,
          created_by: team[0]?.userId ?? null,
          created_at: created,
          updated_at: done ?? created,
        })
        .execute();
      if (t.doneDay !== undefined) {
        await this.history(projectId, t.doneDay, 'Task completed', `"${t.name}"`, assignee);
        this.event(t.doneDay, {
          family: 'tasks',
          type: 'task_completed',
          title: 'Task completed',
          message: `Task "${t.name}" on ${projectName} was completed.`,
          data: { ...base, taskName: t.name, isComplete: true },
          toUserIds: people,
        });
      }
    }
  }

  async project(p: DemoProject, customerId: number, serviceId: number | null, team: Member[]): Promise<void> {
    const created = Math.min(p.startDay - 7, -1);
    const project = await insertProject(
      this.db,
      {
        name: p.name,
        description: p.description,
        status: p.status,
        customerId,
        serviceId,
        budget: p.budget,
        currency: p.currency,
        startDate: date(this.now, p.startDay),
        endDate: date(this.now, p.endDay),
        isAvailableForApplication: p.available,
      },
      this.when(created),
    );
    await this.history(project.id, created, 'Created', 'Demo project.');
    for (const [i, m] of team.entries()) {
      const day = Math.min(p.startDay, -1);
      await assignConsultant(this.db, project.id, m.consultantId, i === 0, this.when(day));
      await this.history(
        project.id,
        day,
        'Consultant assigned',
        `${m.fullName}${i === 0 ? ' (leader)' : ''}`,
      );
      this.event(day, {
        family: 'assignments',
        type: 'consultant_assigned',
        title: 'Consultant assigned',
        message: `${m.fullName} was assigned to ${p.name}${i === 0 ? ' as leader' : ''}.`,
        data: { projectId: project.id, projectName: p.name, consultantId: m.consultantId, isLeader: i === 0 },
        toUserIds: [m.userId, customerId],
      });
    }
    await this.work(project.id, p.name, customerId, team, p);
  }
}

async function serviceIdOf(db: Db, title: string): Promise<number | null> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('slug', '=', slugify(title))
    .executeTakeFirst();
  return row?.id ?? null;
}

async function seedApplicants(db: Db, s: WorkSeeder, passwordHash: string, now: string, adminId?: number) {
  for (const a of DEMO_APPLICANTS) {
    const userId = await ensureUser(db, a, passwordHash, now);
    if (await consultantIdForUser(db, userId)) continue;
    const id = await createConsultant(
      db,
      {
        userId,
        specialization: a.specialization,
        bio: a.bio,
        yearsOfExperience: a.yearsOfExperience,
        applicationStatus: a.status,
        isActive: false,
      },
      now,
    );
    const applied = s.when(a.appliedDay);
    const reviewed = a.status === 'Pending' ? null : s.when(a.appliedDay + 3);
    await db
      .updateTable('consultants')
      .set({
        applied_at: applied,
        reviewed_at: reviewed,
        reviewed_by: reviewed ? (adminId ?? null) : null,
        admin_notes: a.adminNotes ?? '',
        created_at: applied,
      })
      .where('id', '=', id)
      .execute();
    for (const [name, level, years] of a.expertise) {
      await db
        .insertInto('consultant_expertise')
        .values({ consultant_id: id, name, level, years_of_experience: years })
        .execute();
    }
    const name = `${a.name} ${a.surname}`;
    s.event(a.appliedDay, {
      family: 'applications',
      type: 'application_created',
      title: 'New consultant application',
      message: `${name} applied to become a consultant (${a.specialization}).`,
      data: { applicationId: id, userId, userName: a.userName, name },
      toUserIds: [],
    });
    if (a.status === 'Rejected') {
      s.event(a.appliedDay + 3, {
        family: 'applications',
        type: 'application_rejected',
        title: 'Consultant application rejected',
        message: `The application of ${name} was rejected.`,
        data: { applicationId: id, userId, name, status: 'Rejected', adminNotes: a.adminNotes },
        toUserIds: [userId],
      });
    }
  }
}

async function seedProjectApplications(db: Db, s: WorkSeeder) {
  for (const a of DEMO_PROJECT_APPLICATIONS) {
    const project = await db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('name', '=', a.project)
      .executeTakeFirst();
    const m = await member(db, a.consultant);
    if (!project || !m) continue;
    await db
      .insertInto('project_applications')
      .values({
        project_id: project.id,
        consultant_id: m.consultantId,
        message: a.message,
        status: 'Pending',
        created_at: s.when(a.day),
      })
      .execute();
    await s.history(project.id, a.day, 'Application received', m.fullName, m);
    s.event(a.day, {
      family: 'projects',
      type: 'project_application_received',
      title: 'New project application',
      message: `${m.fullName} applied to work on ${project.name}.`,
      data: {
        projectId: project.id,
        projectName: project.name,
        consultantId: m.consultantId,
        name: m.fullName,
      },
      toUserIds: [],
    });
  }
}

/**
 * The past events as notifications: one row for the administrators and one per person concerned.
 * What is older than a week has been read; the last week is still waiting in the bell.
 */
async function storeEvents(db: Db, events: PastEvent[], adminIds: number[], now: string) {
  const weekAgo = Date.parse(now) - 7 * 86_400_000;
  for (const e of events.sort((a, b) => a.at.localeCompare(b.at))) {
    const base = {
      type: e.type,
      title: e.title,
      message: e.message,
      severity: severityFor(e.type),
      family: e.family,
      additional_data: JSON.stringify(e.data),
      created_at: e.at,
    };
    const read = Date.parse(e.at) < weekAgo;
    const admin = await db
      .insertInto('notifications')
      .values({ ...base, audience: 'admin', user_id: null, role_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (read) {
      for (const userId of adminIds) {
        await db
          .insertInto('notification_reads')
          .values({ notification_id: admin.id, user_id: userId, read_at: e.at })
          .execute();
      }
    }
    for (const userId of [...new Set(e.toUserIds)]) {
      const row = await db
        .insertInto('notifications')
        .values({ ...base, audience: 'user', user_id: userId, role_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (read)
        await db
          .insertInto('notification_reads')
          .values({ notification_id: row.id, user_id: userId, read_at: e.at })
          .execute();
    }
  }
}

const untouched = async (db: Db) => {
  for (const table of ['project_updates', 'project_metrics', 'tasks', 'project_applications'] as const) {
    if (await db.selectFrom(table).select('id').executeTakeFirst()) return false;
  }
  return true;
};

/**
 * The firm at work for a first start with demo data: projects in every status with teams, updates,
 * metrics and tasks over the past weeks, applications in each state, and a month of notifications.
 * Only while none of that exists, so that a restart never duplicates it.
 */
export async function seedWork(
  db: Db,
  demo: { consultantEmail: string; customerEmail: string },
  now: string,
) {
  if (!(await untouched(db))) return;
  const customer = await findUserByEmail(db, demo.customerEmail);
  const demoMember = await member(db, demo.consultantEmail);
  if (!customer || !demoMember) return;
  const s = new WorkSeeder(db, now);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const admins = await db.selectFrom('users').select('id').where('role_id', '=', ROLE_ADMIN).execute();
  const adminIds = admins.map((a) => a.id);

  for (const c of DEMO_CUSTOMERS) await ensureUser(db, c, passwordHash, now);
  const customerId = async (ref: string) =>
    ref === 'demo' ? customer.id : (await findUserByEmail(db, ref))!.id;
  const teamOf = async (emails: string[]) => {
    const team: Member[] = [];
    for (const email of emails) {
      const m = email === 'demo' ? demoMember : await member(db, email);
      if (m) team.push(m);
    }
    return team;
  };

  // The projects the content seed made get their work too.
  for (const [name, work] of Object.entries(DEMO_EXISTING_WORK)) {
    const project = await db
      .selectFrom('projects')
      .select(['id', 'customer_id'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (project) await s.work(project.id, name, project.customer_id ?? customer.id, [demoMember], work);
  }
  for (const p of DEMO_WORK) {
    await s.project(p, await customerId(p.customer), await serviceIdOf(db, p.service), await teamOf(p.team));
  }
  await seedApplicants(db, s, passwordHash, now, adminIds[0]);
  await seedProjectApplications(db, s);
  await storeEvents(db, s.events, adminIds, now);
}
