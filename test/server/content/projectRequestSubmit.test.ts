import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { countRows, recordEvents } from './support';

describe('submitting a project request', () => {
  let t: TestApp;
  let admin: string;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const quote = (over: object = {}) => ({
    requestTitle: 'New website',
    description: 'A corporate website with a CMS.',
    contactName: 'Zeynep Arslan',
    email: 'zeynep@client.example',
    ...over,
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/ProjectRequest${url}`, headers: token ? bearer(token) : {}, payload });
  const submit = (over: object = {}, token?: string) => call('POST', '', token, quote(over));

  it('takes a quote from a visitor with defaults and tells the administrators', async () => {
    const res = await submit();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      requestTitle: 'New website',
      description: 'A corporate website with a CMS.',
      serviceId: null,
      serviceName: null,
      budget: null,
      currency: 'TRY',
      desiredStartDate: null,
      contactName: 'Zeynep Arslan',
      email: 'zeynep@client.example',
      phoneNumber: '',
      company: '',
      userId: null,
      status: 'Pending',
      adminNotes: '',
      projectId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(events.all()).toEqual([
      expect.objectContaining({
        family: 'projectRequests',
        type: 'project_request_created',
        title: 'New project request',
        message: 'Zeynep Arslan requested "New website".',
        data: {
          id: res.json().id,
          requestTitle: 'New website',
          customerName: 'Zeynep Arslan',
          budget: null,
          currency: 'TRY',
          serviceId: null,
          serviceName: null,
          status: 'Pending',
          email: 'zeynep@client.example',
        },
      }),
    ]);
    expect(events.last()?.toUserIds).toBeUndefined();
    const stored = await t.app.db
      .selectFrom('notifications')
      .select(['audience', 'family', 'additional_data'])
      .where('type', '=', 'project_request_created')
      .execute();
    expect(stored).toEqual([expect.objectContaining({ audience: 'admin', family: 'projectRequests' })]);
    expect(JSON.parse(stored[0].additional_data)).toMatchObject({ requestTitle: 'New website' });
  });

  it('links a signed-in requester and keeps every field', async () => {
    const user = await t.createUser();
    const [service] = (await t.app.inject({ method: 'GET', url: '/api/services' })).json();
    const res = await submit(
      {
        serviceId: service.id,
        budget: '2500.50',
        currency: 'usd',
        desiredStartDate: '2030-03-01T09:00:00.000Z',
        phoneNumber: ' +90 555 ',
        company: 'Client Ltd',
        email: 'Mixed.Case@Client.example',
      },
      await t.login(user.email, user.password),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      serviceId: service.id,
      serviceName: service.title,
      budget: 2500.5,
      currency: 'USD',
      desiredStartDate: '2030-03-01',
      phoneNumber: '+90 555',
      company: 'Client Ltd',
      email: 'mixed.case@client.example',
    });
  });

  it.each([0, 0.1, 0.01, 19.99, 1234567.89, 999999999999.99, 100])(
    'round-trips a budget of %s exactly',
    async (budget) => {
      const created = (await submit({ budget })).json();
      expect(created.budget).toBe(budget);
      const row = await t.app.db
        .selectFrom('project_requests')
        .select('budget')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.budget).toBe(String(budget));
      const listed = (await call('GET', '', admin))
        .json()
        .data.find((r: { id: number }) => r.id === created.id);
      expect(listed.budget).toBe(budget);
    },
  );

  it('reads an empty optional field as not given', async () => {
    const res = await submit({ budget: '', serviceId: '', desiredStartDate: '', currency: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      budget: null,
      serviceId: null,
      desiredStartDate: null,
      currency: 'TRY',
    });
  });

  it.each([
    ['no title', { requestTitle: undefined }, 'requestTitle'],
    ['a blank title', { requestTitle: '   ' }, 'requestTitle'],
    ['no description', { description: '' }, 'description'],
    ['no contact name', { contactName: undefined }, 'contactName'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['an unknown currency', { currency: 'ABC' }, 'currency'],
    ['a long currency', { currency: 'EURO' }, 'currency'],
    ['three decimals', { budget: 10.123 }, 'budget'],
    ['a negative budget', { budget: -5 }, 'budget'],
    ['a huge budget', { budget: 1e15 }, 'budget'],
    ['a text budget', { budget: 'lots' }, 'budget'],
    ['an impossible date', { desiredStartDate: '2030-02-30' }, 'desiredStartDate'],
    ['a date in words', { desiredStartDate: 'next week' }, 'desiredStartDate'],
    ['an unknown service', { serviceId: 999999 }, 'serviceId'],
    ['a zero service id', { serviceId: 0 }, 'serviceId'],
  ])('answers 400 for %s and stores nothing', async (_label, over, field) => {
    const before = await countRows(t, 'project_requests');
    const res = await submit(over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: [expect.objectContaining({ field })] });
    expect(await countRows(t, 'project_requests')).toBe(before);
    expect(events.all()).toEqual([]);
  });

  it('gives clear texts for the checks the schema cannot make', async () => {
    expect((await submit({ currency: 'xyz' })).json().message).toBe(MSG.currencyInvalid);
    expect((await submit({ budget: 1.005 })).json().message).toBe(MSG.budgetDecimals);
    expect((await submit({ desiredStartDate: '2030-13-01' })).json().message).toBe(MSG.dateInvalid);
    expect((await submit({ serviceId: 999999 })).json().message).toBe(MSG.serviceMissing);
  });
});
