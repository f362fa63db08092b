import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { removeUploadFile, uploadsRoot } from '../../lib/uploadFiles';
import { deleteUpload } from '../../repositories/uploads';
import { iso } from '../../time';
import type { AppContext } from '../../types';

// Profile photos nobody has any more are removed (docs/requirements.md#uploads): a stored photo that
// is no user's photo, and a file in the photos folder that no upload names. Only what is older than
// SWEEP_GRACE_MS goes: an upload on its way has a file and a row before it becomes someone's photo.

export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FOLDER = 'photos';

/** Removes unused photos older than the grace period; answers how many files went. */
export async function sweepPhotos(ctx: AppContext): Promise<number> {
  const now = ctx.appConfig.now();
  const cutoff = iso(now - SWEEP_GRACE_MS);
  const unused = await ctx.db
    .selectFrom('uploads as up')
    .select(['up.id', 'up.path'])
    .where('up.kind', '=', 'photo')
    .where('up.created_at', '<', cutoff)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.photo', '=', 'up.path'))),
    )
    .execute();
  for (const row of unused) {
    await deleteUpload(ctx.db, row.id);
    await removeUploadFile(ctx.appConfig.dataDir, FOLDER, row.path);
  }
  const dir = path.join(uploadsRoot(ctx.appConfig.dataDir), FOLDER);
  const names = await readdir(dir).catch(() => [] as string[]);
  const known = new Set(
    (await ctx.db.selectFrom('uploads').select('path').where('kind', '=', 'photo').execute()).map(
      (r) => r.path,
    ),
  );
  let strays = 0;
  for (const name of names) {
    const url = `/uploads/${FOLDER}/${name}`;
    if (known.has(url)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > now - SWEEP_GRACE_MS) continue;
    await removeUploadFile(ctx.appConfig.dataDir, FOLDER, url);
    strays += 1;
  }
  return unused.length + strays;
}

/** At start and daily while the app runs; the timer never keeps the process alive. */
export function schedulePhotoSweeps(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepPhotos(app)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unused photos removed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'photo sweep failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  // A sweep under way ends before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
