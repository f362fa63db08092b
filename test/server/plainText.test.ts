import { allFieldsOfType, ENDPOINTS, fieldsOfType, pathOf, sampleOf } from '@test/server/routeSamples';
import { multipartBody } from '@test/server/multipart';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// Every text a request carries is plain text: the NUL character, which no field needs and
// PostgreSQL cannot store (it answered 500 there), is refused with 400 in every path, query and body
// text of every route, and in the multipart forms' text fields (docs/requirements.md#validation).

const NUL = 'a\u0000b';
const OWN_TEXTS = new Set(['email', 'pin', 'code']);

const textFields = (schema: unknown) => fieldsOfType(schema, ['string']);

describe('texts a request carries', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ accountRateLimit: 1_000_000 });
    const admin = await t.createUser({ roleId: 1 });
    headers = bearer(await t.login(admin.email, admin.password));
  });
  afterAll(() => t.close());

  const label = (field: string) => {
    const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };

  it('walks the text fields of every route', () => {
    expect(allFieldsOfType(['string']).length).toBeGreaterThan(100);
  });

  it('answers 400 to the NUL character in paths and query strings', async () => {
    const wrong: string[] = [];
    for (const e of ENDPOINTS) {
      for (const field of textFields(e.params)) {
        const res = await t.app.inject({
          method: e.method,
          url: pathOf(e, field, encodeURIComponent(NUL)),
          headers,
        });
        if (res.statusCode !== 400) wrong.push(`${e.method} ${e.path} ${field}: ${res.statusCode}`);
      }
      for (const field of textFields(e.query)) {
        const url = `${pathOf(e)}?${field}=${encodeURIComponent(NUL)}`;
        const res = await t.app.inject({ method: e.method, url, headers });
        if (res.statusCode !== 400) wrong.push(`${e.method} ${e.path}?${field}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 naming the field to the NUL character in any body text', async () => {
    const wrong: string[] = [];
    for (const e of ENDPOINTS) {
      if (e.multipart) continue;
      for (const field of textFields(e.body)) {
        const body = { ...(sampleOf(e.body, { full: true }) as object), [field]: NUL };
        const res = await t.app.inject({ method: e.method, url: pathOf(e), headers, payload: body });
        const errors =
          res.statusCode === 400 ? (res.json().errors as { field: string; message: string }[]) : [];
        // The e-mail address and the codes keep their own texts for any wrong value.
        const text = OWN_TEXTS.has(field)
          ? undefined
          : `${label(field)} contains a character that is not allowed.`;
        const named = errors.some((x) => x.field === field && (text === undefined || x.message === text));
        // The administrator may not apply to a project (consultants only): refused before any check.
        if (res.statusCode === 403) continue;
        if (!named) wrong.push(`${e.method} ${e.path} ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses it in the text fields of the multipart forms', async () => {
    const applicant = await t.createUser();
    const token = await t.login(applicant.email, applicant.password);
    const { body, contentType } = multipartBody('cv', 'cv.pdf', Buffer.from('%PDF-1.4 sample'));
    const boundary = contentType.split('boundary=')[1];
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="specialization"\r\n\r\n${NUL}\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultants/apply',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: Buffer.concat([field, body]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'specialization',
      message: 'Specialization contains a character that is not allowed.',
    });
  });
});
