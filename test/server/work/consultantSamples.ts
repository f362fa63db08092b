import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '@test/server/testApp';
import { formBody, type Part } from '../content/support';

// CV files and application forms for the consultant suites.

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('%%EOF\n'),
]);
export const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);

/** A stored (uncompressed) ZIP archive with these entries, as a Word document or any other zip. */
export function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from(`<xml>${name}</xml>`);
    const file = Buffer.from(name, 'latin1');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, file, data);
    centrals.push(central, file);
    offset += local.length + file.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);

export const VALID_FIELDS = {
  specialization: 'Data engineering',
  bio: 'Builds data platforms.',
  linkedInUrl: 'https://www.linkedin.com/in/someone',
  yearsOfExperience: '6',
  expertise: 'Spark, dbt , spark,  Airflow',
};

/** The application form as the client sends it: the CV part and the text fields. */
export function applicationForm(
  fields: Record<string, string> = VALID_FIELDS,
  cv: { filename: string; content: Buffer } | null = { filename: 'cv.pdf', content: PDF },
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (cv) parts.push({ name: 'cv', ...cv });
  return formBody(parts);
}

export async function apply(
  t: TestApp,
  headers: Record<string, string>,
  form: ReturnType<typeof applicationForm> = applicationForm(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/consultants/apply',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** The CV files kept in the data folder. */
export const storedCvs = (t: TestApp): string[] => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'cvs'));
  } catch {
    return [];
  }
};
