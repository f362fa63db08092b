import { randomBytes } from 'node:crypto';
import type { ContentContext } from '@server/services/contentEvents';
import type { NotifyInput } from '@server/services/notifications/types';
import type { TestApp } from '@test/server/testApp';

/** Records every event the app raises (the notifier still runs). */
export function recordEvents(t: TestApp) {
  const spy = jest.spyOn(t.app.notifier, 'notify');
  return {
    all: (): NotifyInput[] => spy.mock.calls.map((c) => c[0]),
    types: (): string[] => spy.mock.calls.map((c) => c[0].type),
    last: (): NotifyInput | undefined => spy.mock.calls.at(-1)?.[0],
    clear: () => spy.mockClear(),
    restore: () => spy.mockRestore(),
  };
}

/** A context whose notifier only records, to test an event module alone; `logged` keeps its errors. */
export function recordingContext() {
  const raised: NotifyInput[] = [];
  const logged: unknown[][] = [];
  const ctx = {
    notifier: { notify: async (input: NotifyInput) => void raised.push(input) },
    log: { error: (...args: unknown[]) => void logged.push(args) },
  } as unknown as ContentContext;
  return { ctx, raised, logged };
}

type Table = 'services' | 'service_features' | 'project_requests' | 'projects' | 'users' | 'about_us_images';

export async function countRows(t: TestApp, table: Table): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body with any mix of fields and files, in the given order. */
export function formBody(parts: Part[]) {
  const boundary = `----content${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'filename' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n'
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
    ),
    'filename' in p ? p.content : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
