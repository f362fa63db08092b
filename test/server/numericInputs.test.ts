import { allFieldsOfType, ENDPOINTS, fieldsOfType, pathOf } from '@test/server/routeSamples';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// Every number a request carries is a finite whole number or amount with a bound, and anything else
// answers 400 (docs/requirements.md#validation): the walk sends every numeric path, query and body
// field of every route the values that used to answer 500 (Infinity, 1e300, 1e400 …).

/** As text in a path or a query string. */
const BAD_TEXT = ['Infinity', '-Infinity', '1e300', '-1e300', '1e400', '99999999999', 'NaN'];
/** As JSON numbers in a body: 1e400 parses to Infinity. */
const BAD_JSON = ['1e400', '-1e400', '1e300', '-1e300', '99999999999999999999'];

const numericFields = (schema: unknown) => fieldsOfType(schema, ['integer', 'number']);

describe('numbers a request carries', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ accountRateLimit: 1_000_000 });
    const admin = await t.createUser({ roleId: 1 });
    headers = bearer(await t.login(admin.email, admin.password));
  });
  afterAll(() => t.close());

  /** 400 where the administrator may call the route; a refusal of access answers before the check. */
  const expectRefused = (status: number, what: string) => {
    expect({ what, status: [401, 403].includes(status) ? 400 : status }).toEqual({ what, status: 400 });
  };

  it('walks every numeric field of every route', () => {
    const fields = allFieldsOfType(['integer', 'number']);
    // The routes carry numbers at all: paths ids, pages, limits, amounts, orders.
    expect(fields.length).toBeGreaterThan(60);
  });

  it('answers 400 to non-finite, huge and unsafe numbers in paths and query strings', async () => {
    for (const e of ENDPOINTS) {
      for (const field of numericFields(e.params)) {
        for (const value of BAD_TEXT) {
          const url = pathOf(e, field, value);
          const res = await t.app.inject({ method: e.method, url, headers });
          expectRefused(res.statusCode, `${e.method} ${url}`);
        }
      }
      for (const field of numericFields(e.query)) {
        for (const value of BAD_TEXT) {
          const url = `${pathOf(e)}?${field}=${encodeURIComponent(value)}`;
          const res = await t.app.inject({ method: e.method, url, headers });
          expectRefused(res.statusCode, `${e.method} ${url}`);
        }
      }
    }
  });

  it('answers 400 to non-finite and huge numbers in bodies', async () => {
    for (const e of ENDPOINTS) {
      if (e.multipart) continue;
      for (const field of numericFields(e.body)) {
        for (const value of BAD_JSON) {
          const res = await t.app.inject({
            method: e.method,
            url: pathOf(e),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: `{"${field}": ${value}}`,
          });
          expectRefused(res.statusCode, `${e.method} ${e.path} ${field}=${value}`);
        }
      }
    }
  });
});
