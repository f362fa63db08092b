import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './privateFiles';

/** DATA_DIR/uploads, served under /uploads/. */
export const uploadsRoot = (dataDir: string): string => path.join(dataDir, 'uploads');

/**
 * Writes under DATA_DIR/uploads/<folder>/ with a generated name, readable by the server's account
 * only (it serves the file itself); returns the public path.
 */
export async function saveUploadFile(
  dataDir: string,
  folder: string,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  await ensurePrivateDir(uploadsRoot(dataDir), { tighten: true });
  const dir = path.join(uploadsRoot(dataDir), folder);
  await ensurePrivateDir(dir, { tighten: true });
  const name = `${randomUUID()}.${ext}`;
  await writePrivateFile(path.join(dir, name), bytes);
  return `/uploads/${folder}/${name}`;
}

/** Removes a file this server generated earlier; anything else (external URLs, odd paths) is left alone. */
export async function removeUploadFile(dataDir: string, folder: string, url: string): Promise<void> {
  const match = new RegExp(`^/uploads/${folder}/([0-9a-f-]{36}\\.(jpg|png|webp|gif))$`).exec(url);
  if (!match) return;
  await unlink(path.join(uploadsRoot(dataDir), folder, match[1])).catch(() => undefined);
}
