import { randomUUID } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './privateFiles';

export type CvType = 'pdf' | 'docx' | 'doc';

export const CV_CONTENT_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

// CVs hold personal data: they live beside the uploads, never under them, so that no static route
// can serve one; only GET /consultants/{id}/cv reads them, after its access check.
const FOLDER = 'cvs';
const STORED = /^cvs\/([0-9a-f-]{36}\.(?:pdf|docx|doc))$/;

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/**
 * Whether a ZIP archive holds a `word/` entry, read from its central directory. Any archive that
 * cannot be read that way (truncated, a zip64 one) does not count as a Word document.
 */
function isWordArchive(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL) return false;
  // The end record is in the last 64 KiB (its comment is at most 65535 bytes).
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= stop; i -= 1) {
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < entries && at + 46 <= bytes.length; n += 1) {
    if (bytes.readUInt32LE(at) !== ZIP_CENTRAL) return false;
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('latin1');
    if (name.startsWith('word/')) return true;
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return false;
}

/** The CV's type by its content; the client's file name and content type are not trusted. */
export function detectCv(bytes: Buffer): CvType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE)) return 'doc';
  if (isWordArchive(bytes)) return 'docx';
  return null;
}

/** Writes a CV under DATA_DIR/cvs/ with a generated name; answers the path kept in consultants.cv_url. */
export async function saveCv(dataDir: string, bytes: Buffer, type: CvType): Promise<string> {
  const dir = path.join(dataDir, FOLDER);
  await ensurePrivateDir(dir, { tighten: true });
  const name = `${randomUUID()}.${type}`;
  await writePrivateFile(path.join(dir, name), bytes);
  return `${FOLDER}/${name}`;
}

/** The file behind a stored path, or null for anything this server did not write. */
function fileOf(dataDir: string, stored: string): { file: string; type: CvType } | null {
  const match = STORED.exec(stored);
  if (!match) return null;
  const type = path.extname(match[1]).slice(1) as CvType;
  return { file: path.join(dataDir, FOLDER, match[1]), type };
}

export async function readCv(
  dataDir: string,
  stored: string,
): Promise<{ bytes: Buffer; type: CvType } | null> {
  const found = fileOf(dataDir, stored);
  if (!found) return null;
  try {
    return { bytes: await readFile(found.file), type: found.type };
  } catch {
    return null;
  }
}

export async function removeCv(dataDir: string, stored: string): Promise<void> {
  const found = fileOf(dataDir, stored);
  if (found) await unlink(found.file).catch(() => undefined);
}
