import { yearsOfExperienceProblem } from '@shared/domain/work';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { VALID_FIELDS, apply, applicationForm } from './consultantSamples';
import { consultant, person, type ConsultantPerson } from './fixtures';

// Years of experience are refused in the words the client's forms use: text that is not a whole
// number is told so, a whole number outside 0–70 is told the range (docs/requirements.md#validation).

const WHOLE = 'Years of experience must be a whole number.';
const RANGE = 'Years of experience must be between 0 and 70.';

describe('years of experience: the server’s words', () => {
  let t: TestApp;
  let me: ConsultantPerson;
  beforeAll(async () => {
    t = await buildTestApp();
    me = await consultant(t);
  });
  afterAll(() => t.close());

  it('answers an application’s years as the application form words them', async () => {
    const applicant = await person(t);
    const samples = ['ten', '5 years', '2.5', '1e1', '-', '71', '-1', '99999999999999999999'];
    for (const years of samples) {
      const res = await apply(
        t,
        applicant.headers,
        applicationForm({ ...VALID_FIELDS, yearsOfExperience: years }),
      );
      expect(res.statusCode).toBe(400);
      const expected = yearsOfExperienceProblem(years);
      expect([years, res.json().errors]).toEqual([
        years,
        [{ field: 'yearsOfExperience', message: expected }],
      ]);
      expect(res.json().message).toBe(expected);
    }
    expect(yearsOfExperienceProblem('ten')).toBe(WHOLE);
    expect(yearsOfExperienceProblem('71')).toBe(RANGE);
  });

  it('takes whole years from 0 to 70, and none at all as 0', async () => {
    for (const [years, stored] of [
      [' 70 ', 70],
      ['0', 0],
      ['', 0],
    ] as const) {
      const applicant = await person(t);
      const res = await apply(
        t,
        applicant.headers,
        applicationForm({ ...VALID_FIELDS, yearsOfExperience: years }),
      );
      expect([years, res.statusCode, res.json().yearsOfExperience]).toEqual([years, 201, stored]);
    }
  });

  it('words a profile update’s years the same way', async () => {
    const put = (body: object, url = `/api/consultants/${me.consultantId}`) =>
      t.app.inject({ method: 'PUT', url, headers: me.headers, payload: body });
    for (const [years, message] of [
      ['ten', WHOLE],
      [2.5, WHOLE],
      [71, RANGE],
      [-1, RANGE],
    ] as const) {
      const res = await put({ yearsOfExperience: years });
      expect([years, res.statusCode, res.json()]).toEqual([
        years,
        400,
        { message, errors: [{ field: 'yearsOfExperience', message }] },
      ]);
    }
    // A whole number sent as text is still read as one.
    expect((await put({ yearsOfExperience: '12' })).json().yearsOfExperience).toBe(12);

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/consultants/${me.consultantId}/expertise`,
      headers: me.headers,
      payload: { name: 'Go', yearsOfExperience: 'many' },
    });
    expect(added.json().message).toBe(WHOLE);
  });

  it('names other whole numbers the same way, and a path id that is not one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/consultants/abc', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Id must be a whole number.');
  });
});
