import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN } from '../../shared/roles';
import { consultantIdForUser, createConsultant } from '../repositories/consultants';
import { findUserByEmail } from '../repositories/users';
import { slugify } from '../lib/slugs';
import { saveCv } from '../lib/cvFiles';
import { hashPassword } from '../services/account/passwords';
import { demoCvPdf } from './demoCv';
import {
  DEMO_APPLICANTS,
  DEMO_CUSTOMERS,
  DEMO_EXISTING_WORK,
  DEMO_JOINED,
  DEMO_PROJECT_APPLICATIONS,
  DEMO_WORK,
} from './seedWorkData';
import { ensureUser, member, storeEvents, type Db, type Member } from './seedWorkBasics';
import { WorkSeeder } from './seedWorkSeeder';

async function serviceIdOf(db: Db, title: string): Promise<number | null> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('slug', '=', slugify(title))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Where the demo applicants' CVs go: the server's data folder (CVs are private files there). */
export interface DemoFiles {
  dataDir: string;
}

async function seedApplicants(
  db: Db,
  s: WorkSeeder,
  files: DemoFiles,
  passwordHash: string,
  now: string,
  adminId?: number,
) {
  for (const a of DEMO_APPLICANTS) {
    const userId = await ensureUser(db, a, passwordHash, now);
    if (await consultantIdForUser(db, userId)) continue;
    const cv = demoCvPdf([
      `${a.name} ${a.surname}`,
      a.specialization,
      a.bio,
      `${a.yearsOfExperience} years of experience`,
      `Expertise: ${a.expertise.map(([area]) => area).join(', ')}`,
      a.email,
    ]);
    const id = await createConsultant(
      db,
      {
        userId,
        cvUrl: await saveCv(files.dataDir, cv, 'pdf'),
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
  files: DemoFiles,
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
  await seedApplicants(db, s, files, passwordHash, now, adminIds[0]);
  await seedProjectApplications(db, s);
  await storeEvents(db, s.events, adminIds, now);
  for (const [email, day] of Object.entries(DEMO_JOINED)) {
    const joined = s.when(day);
    await db
      .updateTable('users')
      .set({ created_at: joined, updated_at: joined })
      .where('email', '=', email)
      .execute();
  }
}
