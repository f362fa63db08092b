import { randomBytes } from 'node:crypto';
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { ajvOptions } from '@server/plugins/validation';
import type { AnyEndpoint } from '@shared/contracts/contract';
import { ErrorResponse } from '@shared/contracts/common';
import { ENDPOINTS, endpointKey, sampleOf, type SchemaNode } from '@test/server/routeSamples';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// Requests generated from each route's schemas: wrong types, missing and extra fields, huge and
// unicode texts, negative, huge and non-finite numbers, broken JSON and multipart bodies, in bodies,
// query strings and paths (docs/reliability.md#fuzzing). Every answer must be below 500 and match
// its declared schema, and a refused request must leave the database as it was.
//
// FUZZ_RUNS sets the requests per route: the suites run a few dozen, `npm run test:fuzz` 1,000.
// FUZZ_SEED replays a run (fast-check prints the seed and the path of a failure).

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Tables a refused request may write: the failed sign-ins and throttles it is counted by. */
const COUNTED_BY_REFUSALS = new Set(['login_failures', 'account_throttle', 'kysely_migration_lock']);

const WEIRD_TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1e400',
  '-1e400',
  'Infinity',
  'NaN',
  '9007199254740993',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '\uD800',
  '𝕏💥',
  'a'.repeat(300),
];
const WEIRD_NUMBERS = [
  0,
  -1,
  -0.5,
  0.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
];

const weirdText = fc.oneof(
  fc.constantFrom(...WEIRD_TEXTS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Huge texts, beyond every declared length.
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value, the wrong type for most fields. */
const anyJson = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, WEIRD_NUMBERS[3]),
  fc.constantFrom(...WEIRD_NUMBERS),
  weirdText,
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value for one field: its schema's sample, a variant of it, or something else entirely. */
function fieldValue(node: SchemaNode | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined).map(() => sampleOf(node)) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constantFrom(...WEIRD_NUMBERS) },
    { weight: 1, arbitrary: weirdText },
  );
}

/** A body object: each field kept, dropped or replaced; sometimes fields the schema lacks. */
function bodyObject(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const record = Object.fromEntries(
    fields.map(([name, node]) => [name, fc.option(fieldValue(node), { nil: undefined, freq: 4 })]),
  );
  return fc
    .tuple(
      fc.record(record) as fc.Arbitrary<Record<string, unknown>>,
      fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }),
    )
    .map(([own, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      for (const [name, value] of Object.entries(own)) if (value !== undefined) out[name] = value;
      return out;
    });
}

/** Raw bodies no JSON parser accepts, or accepts with a surprise. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"a":1e400}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'NaN',
  '\u0000',
];

interface Request {
  params: Record<string, string>;
  query: Record<string, string>;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'multipart'; field: string; filename: string; bytes: Uint8Array; fields: [string, string][] }
    | { kind: 'none' };
}

/** A path segment of '.' or '..' is no parameter: the address resolves to another route. */
const isSegment = (text: string) => text !== '' && text !== '.' && text !== '..';

const pathParam = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom(...WEIRD_TEXTS.filter(isSegment)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter(isSegment),
);

function requestOf(endpoint: AnyEndpoint): fc.Arbitrary<Request> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, pathParam])));
  const queryFields = Object.entries((endpoint.query as SchemaNode | undefined)?.properties ?? {});
  const query = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          queryFields.map(([name, node]) => [
            name,
            fc.option(
              fc.oneof(
                fc.constant(undefined).map(() => String(sampleOf(node))),
                fc.constantFrom(...WEIRD_TEXTS),
                fc.string({ maxLength: 30 }),
              ),
              { nil: undefined, freq: 3 },
            ),
          ]),
        ),
      ) as fc.Arbitrary<Record<string, string | undefined>>,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom(...WEIRD_TEXTS), {
        maxKeys: 2,
      }),
    )
    .map(([own, extra]) => {
      const out: Record<string, string> = { ...extra };
      for (const [name, value] of Object.entries(own)) if (value !== undefined) out[name] = value;
      return out;
    });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 60 })),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    field: fc.oneof(fc.constant(endpoint.multipart?.file ?? 'file'), fc.string({ maxLength: 10 })),
    filename: fc.oneof(fc.constantFrom('cv.pdf', 'a.png', '../../x.png', ''), fc.string({ maxLength: 20 })),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        new Uint8Array(Buffer.from('%PDF-1.4 sample')),
      ),
    ),
    fields: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(endpoint.multipart?.fields ?? ['x'])), fc.string({ maxLength: 8 })),
        weirdText,
      ),
      { maxLength: 4 },
    ),
  });
  const json = (
    endpoint.body
      ? fc.oneof(
          { weight: 6, arbitrary: bodyObject(endpoint.body as SchemaNode) },
          { weight: 1, arbitrary: anyJson },
        )
      : anyJson
  ).map((value) => ({ kind: 'json' as const, value }));
  const body: fc.Arbitrary<Request['body']> =
    endpoint.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : endpoint.multipart
        ? fc.oneof(
            { weight: 4, arbitrary: multipart },
            { weight: 1, arbitrary: raw },
            { weight: 1, arbitrary: json },
          )
        : fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: raw });
  return fc.record({ params, query, body });
}

function multipartOf(body: Extract<Request['body'], { kind: 'multipart' }>) {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of body.fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${body.field}"; filename="${body.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(body.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Percent-encoding that also sends a lone surrogate, as the bytes of one (not valid UTF-8). */
const encode = (text: string): string =>
  Array.from(text, (ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

function injectOptions(endpoint: AnyEndpoint, req: Request, headers: Record<string, string>): InjectOptions {
  const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => encode(req.params[name]));
  const query = Object.entries(req.query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  const options: InjectOptions = {
    method: endpoint.method as InjectOptions['method'],
    url: `/api${path}${query ? `?${query}` : ''}`,
    headers: { ...headers },
  };
  const { body } = req;
  if (body.kind === 'json' && body.value !== undefined) {
    options.payload = JSON.stringify(body.value);
    options.headers!['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    options.payload = body.text;
    options.headers!['content-type'] = body.type;
  } else if (body.kind === 'multipart') {
    const { payload, contentType } = multipartOf(body);
    options.payload = payload;
    options.headers!['content-type'] = contentType;
  }
  return options;
}

describe('schema-driven fuzzing', () => {
  let t: TestApp;
  let tables: string[];
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajvOptions.onCreate!(ajv as never);
  const validators = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let v = validators.get(schema);
    if (!v) {
      v = ajv.compile(schema as object);
      validators.set(schema, v);
    }
    return v;
  };

  beforeAll(async () => {
    t = await buildTestApp({ accountRateLimit: 1_000_000 });
    const names =
      t.app.dbEngine === 'postgres'
        ? await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(t.app.db);
    tables = names.rows.map((r) => r.name).filter((n) => !COUNTED_BY_REFUSALS.has(n));
  });
  /** Answers by status, printed when a count was asked for (`npm run test:fuzz`). */
  const statuses = new Map<number, number>();
  afterAll(async () => {
    await t.close();
    if (process.env.FUZZ_RUNS === undefined) return;
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const serverErrors = [...statuses.entries()].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    process.stdout.write(
      `fuzzing on ${t.app.dbEngine}: ${total} requests, ${RUNS} per route on ${ENDPOINTS.length} routes; ` +
        `${serverErrors} answers of 5xx; by status: ${byStatus}\n`,
    );
  });

  /** The number of rows of every table, in one query. */
  async function fingerprint(): Promise<string> {
    const counts = tables.map((name) => sql`(select count(*) from ${sql.table(name)})`);
    const row = await sql<Record<string, unknown>>`select ${sql.join(counts, sql`, `)}`.execute(t.app.db);
    return JSON.stringify(Object.values(row.rows[0]).map(Number));
  }

  /** A new administrator per route, so that one route's requests cannot take another's reach away. */
  async function adminHeaders(): Promise<Record<string, string>> {
    const admin = await t.createUser({ roleId: 1 });
    return bearer(await t.login(admin.email, admin.password));
  }

  const routes = ENDPOINTS.map((e) => [endpointKey(e), e] as const);

  it.each(routes)('%s', async (key, endpoint) => {
    const problems: string[] = [];
    let headers = await adminHeaders();
    await fc
      .assert(
        fc.asyncProperty(requestOf(endpoint), async (req) => {
          // Logging out ends the session the next request would use.
          if (key === 'POST /Account/logout') headers = await adminHeaders();
          // What earlier requests still had to do after their answers (mail, pushes) is done first.
          await t.app.deferred.idle();
          const before = await fingerprint();
          const res = await t.app.inject(injectOptions(endpoint, req, headers));
          await t.app.deferred.idle();
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${key} ${JSON.stringify(req).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) {
            problems.push(what);
            return false;
          }
          const declared = (endpoint.response as Record<number, unknown>)[res.statusCode];
          const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
          if (res.statusCode >= 400) {
            if (!validatorOf(ErrorResponse)(res.json())) problems.push(`error shape: ${what}`);
            if ((await fingerprint()) !== before) problems.push(`refused but written: ${what}`);
          } else if (declared && isJson && res.body !== '' && !validatorOf(declared)(res.json())) {
            problems.push(`answer shape: ${what}`);
          }
          return problems.length === 0;
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      )
      .catch((error: unknown) => {
        throw new Error(`${problems.join('\n')}\n${String(error).slice(0, 2000)}`);
      });
    expect(problems).toEqual([]);
  });
});
