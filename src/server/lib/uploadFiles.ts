import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './privateFiles';

/** DATA_DIR/uploads, served under /uploads/. */
export const uploadsRoot = (dataDir: string): string => path.join(dataDir, 'uploads');

/**
 * A new generated public path under /uploads/<folder>/, before anything is written: the file is kept
 * under DATA_DIR/uploads/<folder>/ with that name, readable by the server's account only (it serves
 * the file itself).
 */
export const newUploadPath = (folder: string, ext: string): string =>
  `/uploads/${folder}/${randomUUID()}.${ext}`;

/** Writes the file of a path that `newUploadPath` generated. */
export async function writeUploadFile(
  dataDir: string,
  folder: string,
  url: string,
  bytes: Buffer,
): Promise<void> {
  await ensurePrivateDir(uploadsRoot(dataDir), { tighten: true });
  const dir = path.join(uploadsRoot(dataDir), folder);
  await ensurePrivateDir(dir, { tighten: true });
  await writePrivateFile(path.join(dir, path.basename(url)), bytes);
}

/** Removes a file this server generated earlier; anything else (external URLs, odd paths) is left alone. */
export async function removeUploadFile(dataDir: string, folder: string, url: string): Promise<void> {
  const match = new RegExp(`^/uploads/${folder}/([0-9a-f-]{36}\\.(jpg|png|webp|gif))$`).exec(url);
  if (!match) return;
  await unlink(path.join(uploadsRoot(dataDir), folder, match[1])).catch(() => undefined);
}
