import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ROLE_ADMIN, ROLE_CONSULTANT, ROLE_CUSTOMER } from '../../shared/roles';
import { SITE_DEFAULTS } from '../../shared/siteDefaults';
import type { AppConfig } from '../config';
import { createConsultant } from '../repositories/consultants';
import { hasSettings, insertSettings } from '../repositories/siteSettings';
import { countUsers, createUser, findConflicts, findUserByEmail } from '../repositories/users';
import { hashPassword } from '../services/account/passwords';
import { seedContent } from './seedContent';
import { iso } from '../time';
import type { Database } from '../db/types';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'Admin123!',
    userName: 'admin',
    name: 'Ada',
    surname: 'Admin',
    roleId: ROLE_ADMIN,
  },
  {
    email: 'consultant@example.com',
    password: 'Consultant123!',
    userName: 'consultant',
    name: 'Connor',
    surname: 'Consultant',
    roleId: ROLE_CONSULTANT,
  },
  {
    email: 'customer@example.com',
    password: 'Customer123!',
    userName: 'customer',
    name: 'Cem',
    surname: 'Customer',
    roleId: ROLE_CUSTOMER,
  },
] as const;

async function seedDemo(db: Kysely<Database>, now: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const id = await createUser(
      db,
      {
        ...account,
        phoneNumber: '',
        passwordHash: await hashPassword(account.password),
        emailVerified: true,
      },
      now,
    );
    if (account.roleId === ROLE_CONSULTANT) {
      await createConsultant(
        db,
        {
          userId: id,
          specialization: 'ERP & Digital Transformation',
          bio: 'Leads ERP roll-outs and digital transformation programmes.',
          yearsOfExperience: 8,
          applicationStatus: 'Approved',
          isActive: true,
        },
        now,
      );
    }
  }
}

/** A user name from the e-mail's local part that nobody holds yet. */
async function freeUserName(db: Kysely<Database>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 40)
    .padEnd(3, '0');
  for (let i = 0; ; i += 1) {
    const candidate = i === 0 ? base : `${base}${i}`;
    if (!(await findConflicts(db, '', candidate)).userName) return candidate;
  }
}

async function seedConfiguredAdmin(db: Kysely<Database>, email: string, password: string, now: string) {
  if (await findUserByEmail(db, email)) return false;
  await createUser(
    db,
    {
      email,
      userName: await freeUserName(db, email),
      name: 'Administrator',
      surname: '',
      phoneNumber: '',
      passwordHash: await hashPassword(password),
      roleId: ROLE_ADMIN,
      emailVerified: true,
    },
    now,
  );
  return true;
}

export async function seed(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const now = iso(config.now());
  if (!(await hasSettings(db))) await insertSettings(db, SITE_DEFAULTS, now);
  if (config.seedDemo && (await countUsers(db)) === 0) {
    await seedDemo(db, now);
    log.info('demo accounts created (admin@example.com, consultant@example.com, customer@example.com)');
  }
  if (config.seedDemo) {
    const demo = { consultantEmail: DEMO_ACCOUNTS[1].email, customerEmail: DEMO_ACCOUNTS[2].email };
    await seedContent(db, demo, now, { dataDir: config.dataDir });
  }
  if (config.adminEmail && config.adminPassword) {
    if (await seedConfiguredAdmin(db, config.adminEmail, config.adminPassword, now)) {
      log.info({ email: config.adminEmail }, 'administrator account created');
    }
  }
}
