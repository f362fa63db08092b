import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import { createDb, migrateToLatest, postgresClientConfig } from './db/createDb';
import { registerKnownVersions } from './db/knownVersions';
import { withStartLock } from './db/startLock';
import { TurnVersions } from './db/turnVersions';
import { VersionMirror, registerVersionMirror } from './db/versionMirror';
import type { WriteCounter } from './db/writeCounter';
import { seed } from './seed/seed';
import { loggerOptions, OneLinePerRequest, requestLoggerFactory } from './logging';
import { registerAuth } from './plugins/auth';
import { registerCacheControl } from './plugins/cacheControl';
import { registerErrorHandling } from './plugins/errors';
import { registerHubPlugin } from './plugins/hub';
import { registerMailer } from './plugins/mailer';
import { registerRedis } from './plugins/redis';
import { createAccountRateLimit, createWriteLimits, registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerSwagger } from './plugins/swagger';
import { registerUploads } from './plugins/uploads';
import { schemaController } from './plugins/schemaCompilers';
import { ajvOptions } from './plugins/validation';
import { accountRoutes } from './routes/account';
import { consultantRoutes } from './routes/consultants';
import { consultantWriteRoutes } from './routes/consultants/writes';
import { projectApplicationRoutes } from './routes/projectApplications';
import { projectRoutes } from './routes/projects';
import { taskRoutes } from './routes/tasks';
import { roleRoutes } from './routes/roles';
import { userRoutes } from './routes/users';
import { registerContentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { manageRoutes } from './routes/manage';
import { notificationRoutes } from './routes/notifications';
import { siteSettingsRoutes } from './routes/siteSettings';
import { createNotifier } from './services/notifications/notifier';
import { createDeferred } from './services/afterCommit';
import { schedulePhotoSweeps } from './services/account/photoSweep';
import { createProjectRoom } from './services/projects/projectRoom';
import { fastifyTrustProxy } from './trustProxy';
import './types';
import { named } from './plugins/named';
import { readableStream } from './readableLog';

/**
 * On PostgreSQL the kept answers' counters are held in memory (db/versionMirror.ts); a read after a
 * write of this process waits until the mirror has heard of it.
 */
async function registerVersionMirrorPlugin(
  app: FastifyInstance,
  database: Extract<AppConfig['database'], { kind: 'postgres' }>,
  writes: WriteCounter,
): Promise<VersionMirror> {
  const mirror = new VersionMirror(postgresClientConfig(database), app.log, () => writes.writes);
  await mirror.start();
  registerVersionMirror(app.db, mirror);
  app.addHook('preClose', () => mirror.close());
  return mirror;
}

/** Builds the whole server on a migrated and seeded database; tests use it through `inject`. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // Readable lines outside production, JSON lines in it (readableLog.ts).
    logger: loggerOptions(
      config.logLevel,
      config.logStream ?? (config.production ? undefined : readableStream(process.stdout)),
      config.production,
    ),
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
    // ASP.NET-style routing: /api/account/login and /api/Account/login are the same call.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ajv: ajvOptions,
    schemaController: schemaController(config.schemaCompilation ?? 'atStart'),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const { db, engine, writes } = createDb(config.database);
  app.decorate('db', db);
  app.decorate('dbEngine', engine);
  app.decorate('appConfig', config);
  app.addHook('onClose', async () => {
    // The mail worker may be writing a row's outcome: it stops before the database closes.
    if (app.hasDecorator('mailer')) await app.mailer.close();
    await db.destroy();
  });

  try {
    // Processes started together migrate and seed one at a time (decision 032).
    await withStartLock(config.database, async () => {
      await migrateToLatest({ db, engine });
      await seed(db, config, app.log);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const mirror =
    config.database.kind === 'postgres'
      ? await registerVersionMirrorPlugin(app, config.database, writes)
      : undefined;
  // On SQLite the counters are read once per turn of the event loop (db/turnVersions.ts).
  if (!mirror) registerKnownVersions(db, new TurnVersions(() => writes.writes));
  try {
    await registerEverything(app, config);
  } catch (error) {
    // A start that fails still lets go of the mirror's listening connection and the database.
    await mirror?.close();
    await app.close().catch(() => db.destroy());
    throw error;
  }
  return app;
}

/** The mailer, the hooks, the hub and the routes, registered on a migrated database. */
async function registerEverything(app: FastifyInstance, config: AppConfig): Promise<void> {
  registerMailer(app);
  const deferred = createDeferred(app.db, app.log);
  app.decorate('deferred', deferred);
  app.decorate('notifier', createNotifier(app));
  app.decorate('projectRoom', createProjectRoom(app));
  // What writes handed over for after their commit goes out before the hub and the database close.
  app.addHook('preClose', () => deferred.idle());

  registerErrorHandling(app);
  // First of the request hooks, so that every answer carries them, refusals included.
  registerSecurityHeaders(app);
  registerAuth(app);
  registerCacheControl(app);
  if (config.redisUrl) await registerRedis(app, config.redisUrl, config.redisPrefix);
  else app.decorate('redis', null);
  const limiter = await createAccountRateLimit(app, config.accountRateLimit);
  app.decorate('writeLimits', createWriteLimits(app, config.writeRateLimit, config.busyWriteRateLimit));
  await registerUploads(app);
  schedulePhotoSweeps(app);
  await registerSwagger(app);
  await registerHubPlugin(app);

  // Every route takes its path and schemas from its contract (src/shared/contracts).
  await app.register(named(accountRoutes), { limiter });
  await app.register(named(manageRoutes));
  await app.register(named(siteSettingsRoutes));
  await app.register(named(consultantRoutes));
  await app.register(named(consultantWriteRoutes));
  await app.register(named(projectRoutes));
  await app.register(named(projectApplicationRoutes));
  await app.register(named(taskRoutes));
  await app.register(named(userRoutes));
  await app.register(named(roleRoutes));
  await registerContentRoutes(app);
  await app.register(named(notificationRoutes));
  await app.register(named(healthRoutes));
  await registerStatic(app);
}
