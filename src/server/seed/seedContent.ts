import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE_CONSULTANT } from '../../shared/roles';
import { insertAboutUs } from '../repositories/aboutUs';
import { consultantIdForUser, createConsultant } from '../repositories/consultants';
import { insertHomepage } from '../repositories/homepage';
import { insertRequest } from '../repositories/projectRequests';
import { addHistory, assignConsultant, insertProject } from '../repositories/projects';
import { addItem, insertService } from '../repositories/services';
import { createUser, findUserByEmail } from '../repositories/users';
import { hashPassword } from '../services/account/passwords';
import { slugify } from '../lib/slugs';
import {
  DEMO_ABOUT,
  DEMO_CONSULTANT_EXPERTISE,
  DEMO_CONSULTANTS,
  DEMO_HOMEPAGE,
  DEMO_SERVICES,
} from './seedContentData';
import type { Database } from '../db/types';
import { seedWork, type DemoFiles } from './seedWork';

type Db = Kysely<Database>;
type DemoUsers = { consultantEmail: string; customerEmail: string };
const isEmpty = async (
  db: Db,
  table: 'services' | 'about_us' | 'homepage_info' | 'consultant_expertise' | 'projects' | 'project_requests',
) => (await db.selectFrom(table).select('id').executeTakeFirst()) === undefined;
const day = (now: string, offset: number) =>
  new Date(Date.parse(now) + offset * 86_400_000).toISOString().slice(0, 10);

async function seedServices(db: Db, now: string): Promise<void> {
  for (const [i, s] of DEMO_SERVICES.entries()) {
    const id = await insertService(
      db,
      { ...s, slug: slugify(s.title), imageUrl: '', isActive: true, displayOrder: i },
      now,
    );
    for (const name of s.features) await addItem(db, 'features', id, { name });
    for (const name of s.benefits) await addItem(db, 'benefits', id, { name });
  }
}

async function addExpertise(db: Db, consultantId: number, items: typeof DEMO_CONSULTANT_EXPERTISE) {
  for (const [name, level, years] of items) {
    await db
      .insertInto('consultant_expertise')
      .values({ consultant_id: consultantId, name, level, years_of_experience: years })
      .execute();
  }
}

/** Four more approved consultants; nobody knows their passwords (a reset gives them one). */
async function seedConsultants(db: Db, demoConsultantUserId: number | undefined, now: string) {
  // One hash of a secret nobody keeps serves them all; a hash per account would only slow startup.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (const c of DEMO_CONSULTANTS) {
    if (await findUserByEmail(db, c.email)) continue;
    const userId = await createUser(
      db,
      { ...c, phoneNumber: '', passwordHash, roleId: ROLE_CONSULTANT, emailVerified: true },
      now,
    );
    const id = await createConsultant(
      db,
      { ...c, userId, applicationStatus: 'Approved', isActive: true },
      now,
    );
    await addExpertise(db, id, c.expertise);
  }
  const own = demoConsultantUserId && (await consultantIdForUser(db, demoConsultantUserId));
  if (own) await addExpertise(db, own, DEMO_CONSULTANT_EXPERTISE);
}

async function serviceId(db: Db, title: string): Promise<number | null> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('slug', '=', slugify(title))
    .executeTakeFirst();
  return row?.id ?? null;
}

async function seedProjects(db: Db, customerId: number, consultantId: number, now: string) {
  const projects = [
    {
      name: 'ERP Roll-out for Manufacturing',
      description: 'Replacing the legacy accounting and stock systems with a single ERP across two plants.',
      status: 'Active' as const,
      service: 'ERP Implementation',
      budget: 250000.5,
      currency: 'TRY',
      startDate: day(now, -60),
      endDate: day(now, 120),
      available: false,
    },
    {
      name: 'Cloud Migration Assessment',
      description: 'Assessing which workloads to move to the cloud and planning the first migration wave.',
      status: 'Pending' as const,
      service: 'Cloud Migration',
      budget: 48000,
      currency: 'USD',
      startDate: day(now, 14),
      endDate: day(now, 74),
      available: true,
    },
  ];
  for (const p of projects) {
    const project = await insertProject(
      db,
      {
        ...p,
        customerId,
        serviceId: await serviceId(db, p.service),
        isAvailableForApplication: p.available,
      },
      now,
    );
    await assignConsultant(db, project.id, consultantId, true, now);
    await addHistory(
      db,
      {
        projectId: project.id,
        action: 'Created',
        details: 'Demo project.',
        userId: null,
        userName: 'System',
      },
      now,
    );
  }
}

/**
 * Demo content for a fresh install: each part only when its table is still empty, so a restart
 * neither duplicates it nor brings back what an administrator removed from a non-empty table.
 */
export async function seedContent(db: Db, demo: DemoUsers, now: string, files: DemoFiles): Promise<void> {
  // One transaction: all or nothing, and on PostgreSQL one commit instead of a hundred.
  await db.transaction().execute((trx) => seedAll(trx, demo, now, files));
}

async function seedAll(db: Db, demo: DemoUsers, now: string, files: DemoFiles): Promise<void> {
  await seedBasics(db, demo, now);
  await seedWork(db, demo, now, files);
}

async function seedBasics(db: Db, demo: DemoUsers, now: string): Promise<void> {
  if (await isEmpty(db, 'services')) await seedServices(db, now);
  if (await isEmpty(db, 'about_us')) await insertAboutUs(db, DEMO_ABOUT, now);
  if (await isEmpty(db, 'homepage_info')) await insertHomepage(db, DEMO_HOMEPAGE, now);
  const consultantUser = await findUserByEmail(db, demo.consultantEmail);
  const customer = await findUserByEmail(db, demo.customerEmail);
  if (await isEmpty(db, 'consultant_expertise')) await seedConsultants(db, consultantUser?.id, now);
  const consultantId = consultantUser && (await consultantIdForUser(db, consultantUser.id));
  if (customer && consultantId && (await isEmpty(db, 'projects'))) {
    await seedProjects(db, customer.id, consultantId, now);
  }
  if (customer && (await isEmpty(db, 'project_requests'))) {
    await insertRequest(
      db,
      {
        requestTitle: 'Data Warehouse Modernisation',
        description:
          'We would like to replace our nightly Excel reports with a modern data warehouse and dashboards.',
        serviceId: await serviceId(db, 'Data & Analytics'),
        budget: 75000,
        currency: 'EUR',
        desiredStartDate: day(now, 30),
        contactName: `${customer.name} ${customer.surname}`.trim(),
        email: customer.email,
        phoneNumber: '+90 212 555 01 23',
        company: 'Anatolia Retail',
      },
      customer.id,
      customer.id,
      now,
    );
  }
}
