import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RoleId } from '../shared/roles';
import type { AppConfig } from './config';
import type { Database, DbEngine } from './db/types';
import type { Hub } from './hub';
import type { SharedRedis } from './plugins/redis';
import type { WriteLimits } from './plugins/security';
import type { Mailer } from './services/mail/mailer';
import type { Notifier } from './services/notifications/types';
import type { Deferred } from './services/afterCommit';
import type { ProjectRoom } from './services/projects/projectRoom';

/** Who may call a route: everyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = 'anonymous' | 'authenticated' | { roles: RoleId[] };

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
  summary: string;
}

export interface AuthUser {
  id: number;
  roleId: RoleId;
  jti: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** An anonymous read that browsers keep and revalidate: ETag, 304 (plugins/cacheControl.ts). */
    revalidate?: boolean;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DbEngine;
    appConfig: AppConfig;
    mailer: Mailer;
    notifier: Notifier;
    /** The live project room (services/projects/projectRoom.ts). */
    projectRoom: ProjectRoom;
    /** Write transactions whose pushes and mail go out after the commit (services/afterCommit.ts). */
    deferred: Deferred;
    hub: Hub;
    /** The Redis connections when REDIS_URL is set (plugins/redis.ts), else null. */
    redis: SharedRedis | null;
    accessMatrix(): AccessEntry[];
    /** The per-user write limits (plugins/security.ts), used by every signed-in write route. */
    writeLimits: WriteLimits;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** What services need from the app, so that they do not depend on HTTP types. */
export interface AppContext {
  db: Kysely<Database>;
  appConfig: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  notifier: Notifier;
}

export type App = FastifyInstance;
