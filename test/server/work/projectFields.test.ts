import { HttpError } from '@server/errors';
import { insertService } from '@server/repositories/services';
import { checkFields, describeChanges, type CheckedFields } from '@server/services/projects/projectFields';
import type { ProjectDto, ProjectSummary, ProjectUpdate } from '@shared/contracts/projects';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// The rules a project's fields follow whoever calls them (docs/requirements.md#projects): what is
// kept and how it is tidied, the checks the schema cannot make, and the history line of a change.
// The texts are the ones the firm's users read, written out here.

describe('project field rules', () => {
  let t: TestApp;
  let serviceId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    serviceId = await insertService(
      t.app.db,
      {
        slug: 'field-rules',
        title: 'Cloud audits',
        shortDescription: '',
        description: '',
        icon: '',
        imageUrl: '',
        isActive: true,
        displayOrder: 0,
      },
      new Date().toISOString(),
    );
  });
  afterAll(() => t.close());

  const check = (body: ProjectUpdate, current?: Partial<ProjectDto>) =>
    checkFields(t.app, body, current as ProjectDto | undefined);
  const refusal = async (body: ProjectUpdate, current?: Partial<ProjectDto>) => {
    const error = await check(body, current).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, message, errors } = error as HttpError;
    expect(statusCode).toBe(400);
    expect(errors).toEqual([{ field: expect.any(String), message }]);
    return [errors?.[0]?.field, message];
  };

  it('keeps only the fields given, trimmed, and dates as days', async () => {
    expect(await check({})).toEqual({ changes: {} });
    expect(
      await check({
        name: '  Data platform  ',
        description: '  Moves the data.  ',
        status: 'Active',
        budget: 1200.5,
        startDate: '2026-03-01T09:30:00Z',
        endDate: '2026-03-31',
        isAvailableForApplication: false,
      }),
    ).toEqual({
      changes: {
        name: 'Data platform',
        description: 'Moves the data.',
        status: 'Active',
        budget: 1200.5,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        isAvailableForApplication: false,
      },
    });
    // Empty dates and a budget taken away are kept as "none".
    expect(await check({ startDate: '', endDate: null, budget: null })).toEqual({
      changes: { startDate: null, endDate: null, budget: null },
    });
    expect(await check({ description: '' })).toEqual({ changes: { description: '' } });
  });

  it.each<[ProjectUpdate, string, string]>([
    [{ name: '' }, 'name', 'Project name is required.'],
    [{ name: ' \t ' }, 'name', 'Project name is required.'],
    [{ budget: 10.125 }, 'budget', 'Budget may have at most two decimal places.'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Start date is not a valid date.'],
    [{ startDate: 'soon' }, 'startDate', 'Start date is not a valid date.'],
    [{ endDate: '2026-13-01' }, 'endDate', 'End date is not a valid date.'],
    [
      { startDate: '2026-06-10', endDate: '2026-06-09' },
      'endDate',
      'End date cannot be before the start date.',
    ],
    [{ customerId: 999999 }, 'customerId', 'The selected customer does not exist.'],
    [{ serviceId: 999999 }, 'serviceId', 'The selected service does not exist.'],
    [{ currency: 'AUD' }, 'currency', 'Currency must be a valid ISO 4217 code.'],
  ])('refuses %j on %s', async (body, field, message) => {
    expect(await refusal(body)).toEqual([field, message]);
  });

  it('orders the dates against what the project already has', async () => {
    const current = { startDate: '2026-01-10', endDate: '2026-01-20' };
    const order = 'End date cannot be before the start date.';
    // A new end before the start it keeps, and a new start after the end it keeps.
    expect(await refusal({ endDate: '2026-01-09' }, current)).toEqual(['endDate', order]);
    expect(await refusal({ startDate: '2026-01-21' }, current)).toEqual(['endDate', order]);
    // The same day either way is fine, and so is any order once one of them is taken away.
    expect((await check({ endDate: '2026-01-10' }, current)).changes).toEqual({ endDate: '2026-01-10' });
    expect((await check({ startDate: '2026-01-20' }, current)).changes).toEqual({ startDate: '2026-01-20' });
    expect((await check({ startDate: null, endDate: '2026-01-01' }, current)).changes).toEqual({
      startDate: null,
      endDate: '2026-01-01',
    });
    expect((await check({ endDate: null, startDate: '2026-12-01' }, current)).changes).toEqual({
      endDate: null,
      startDate: '2026-12-01',
    });
    // A project with one date only has nothing to order.
    expect((await check({ endDate: '2020-01-01' }, { startDate: null, endDate: null })).changes).toEqual({
      endDate: '2020-01-01',
    });
    expect((await check({ startDate: '2030-01-01' }, { startDate: null, endDate: null })).changes).toEqual({
      startDate: '2030-01-01',
    });
    expect((await check({ endDate: '2020-01-01' })).changes).toEqual({ endDate: '2020-01-01' });
  });

  it('names the customer and the service it points to, and none when they are taken away', async () => {
    const named = await t.createUser({ roleId: 3 });
    await t.app.db
      .updateTable('users')
      .set({ name: 'Ada', surname: 'Lovelace' })
      .where('id', '=', named.id)
      .execute();
    const unnamed = await t.createUser({ roleId: 3 });
    await t.app.db.updateTable('users').set({ name: '', surname: '' }).where('id', '=', unnamed.id).execute();

    expect(await check({ customerId: named.id, serviceId })).toEqual({
      changes: { customerId: named.id, serviceId },
      customerName: 'Ada Lovelace',
      serviceName: 'Cloud audits',
    });
    expect(await check({ customerId: unnamed.id })).toEqual({
      changes: { customerId: unnamed.id },
      customerName: unnamed.userName,
    });
    expect(await check({ customerId: null, serviceId: null })).toEqual({
      changes: { customerId: null, serviceId: null },
      customerName: null,
      serviceName: null,
    });
  });

  it('takes a currency in any case and spacing, and the default one when left blank', async () => {
    expect((await check({ currency: ' usd ' })).changes).toEqual({ currency: 'USD' });
    expect((await check({ currency: '   ' })).changes).toEqual({ currency: 'TRY' });
    expect((await check({ currency: 'eur' })).changes).toEqual({ currency: 'EUR' });
  });

  describe('the history line of a change', () => {
    const before: ProjectSummary = {
      id: 1,
      name: 'Data platform',
      description: 'Moves the data.',
      status: 'Pending',
      customerId: 7,
      customerName: 'Ada Lovelace',
      serviceId: null,
      serviceName: null,
      budget: 10000,
      currency: 'TRY',
      startDate: '2026-01-10',
      endDate: null,
      isAvailableForApplication: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      teamSize: 0,
      leaderName: null,
      openTasks: 0,
      myApplicationStatus: null,
      permissions: { manage: true, contribute: true, deleteTasks: true, apply: false },
    };
    const line = (checked: CheckedFields) => describeChanges(before, checked);

    it('lists every field that differs, in order, with its old and new value', () => {
      expect(
        line({
          changes: {
            name: 'Data lake',
            description: 'Keeps the data.',
            status: 'Active',
            customerId: 8,
            serviceId: 3,
            budget: 12000,
            currency: 'USD',
            startDate: null,
            endDate: '2026-02-01',
            isAvailableForApplication: true,
          },
          customerName: 'Grace Hopper',
          serviceName: 'Cloud audits',
        }),
      ).toBe(
        'Name: Data platform → Data lake; Description changed; Status: Pending → Active; ' +
          'Customer: Ada Lovelace (#7) → Grace Hopper (#8); Service: none → Cloud audits (#3); ' +
          'Budget: 10000 → 12000; Currency: TRY → USD; Start date: 2026-01-10 → none; ' +
          'End date: none → 2026-02-01; Open for applications: no → yes',
      );
    });

    it('says when an open project closes for applications', () => {
      expect(
        describeChanges(
          { ...before, isAvailableForApplication: true },
          { changes: { isAvailableForApplication: false } },
        ),
      ).toBe('Open for applications: yes → no');
    });
  });
});
