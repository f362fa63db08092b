import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The data folder holds password hashes, queued mail and users' files: only the server's own account
// may read it. A mode given to mkdir or open is reduced by the process umask, so every file and
// folder is chmod'ed after creation to get the same mode whatever umask the server starts with.
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** The folders between `first` (the top one mkdir created) and `dir`, top first. */
function createdChain(first: string | undefined, dir: string): string[] {
  if (!first) return [];
  const chain = [dir];
  for (let d = dir; d !== first && path.dirname(d) !== d;) {
    d = path.dirname(d);
    chain.unshift(d);
  }
  return chain;
}

/**
 * Creates `dir` and any missing parents as owner-only folders. Folders that already existed are
 * left as they are (the data folder may sit in a place the operator chose), unless `tighten` asks
 * to set `dir` itself to owner-only.
 */
export function ensurePrivateDirSync(dir: string, { tighten = false } = {}): void {
  const first = mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  for (const d of createdChain(first, dir)) chmodSync(d, OWNER_ONLY_DIR);
  if (tighten) chmodSync(dir, OWNER_ONLY_DIR);
}

export async function ensurePrivateDir(dir: string, { tighten = false } = {}): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  for (const d of createdChain(first, dir)) await chmod(d, OWNER_ONLY_DIR);
  if (tighten) await chmod(dir, OWNER_ONLY_DIR);
}

/** Writes a new file readable by the owner only; never overwrites an existing one. */
export async function writePrivateFile(file: string, bytes: Buffer): Promise<void> {
  await writeFile(file, bytes, { mode: OWNER_ONLY_FILE, flag: 'wx' });
  await chmod(file, OWNER_ONLY_FILE);
}

/** Sets each existing file to owner-only (files another program created, such as SQLite's). */
export function restrictToOwnerSync(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE);
}
