import { availableConsultantsOf, projectPageOf } from '@client/features/projects/projectAnswers';
import {
  addProjectMetric,
  addProjectUpdate,
  assignConsultant,
  assignConsultants,
  createProject,
  deleteProject,
  deleteProjectMetric,
  deleteProjectUpdate,
  editProjectMetric,
  editProjectUpdate,
  fetchAvailableConsultants,
  fetchProject,
  fetchProjectHistory,
  fetchProjects,
  isCurrencyValid,
  setProjectLeader,
  unassignConsultant,
  updateProject,
} from '@client/features/projects/projectCalls';
import { MSG } from '@shared/messages';
import { installFakeAdapter, serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { makeAvailable, makeDetail, makeProject } from './fixtures';

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const sentBody = (i = 0) => JSON.parse(String(fake?.calls[i]?.data)) as unknown;

describe('the tolerant list reader', () => {
  const p1 = makeProject(1);
  const p2 = makeProject(2);

  it('reads the contract’s page as it is', () => {
    expect(projectPageOf({ data: [p1], total: 30, page: 2, pageSize: 10 })).toEqual({
      data: [p1],
      total: 30,
      page: 2,
      pageSize: 10,
    });
  });

  it('reads an array, {data} and {projects} without counts from the query and the rows', () => {
    const query = { page: 3, pageSize: 5 };
    expect(projectPageOf([p1, p2], query)).toEqual({ data: [p1, p2], total: 2, page: 3, pageSize: 5 });
    expect(projectPageOf({ data: [p2] })).toEqual({ data: [p2], total: 1, page: 1, pageSize: 20 });
    expect(projectPageOf({ projects: [p1, p2], total: 9 })).toMatchObject({ data: [p1, p2], total: 9 });
  });

  it('reads a single project as a page of one, and anything else as an empty page', () => {
    expect(projectPageOf(p1).data).toEqual([p1]);
    for (const body of [null, undefined, '', 'x', 42, { data: 'x' }, { id: 'x', name: 1 }]) {
      expect(projectPageOf(body)).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
    }
  });

  it('reads available consultants from an array, {data} or {items}, and names what it cannot read', () => {
    const list = [makeAvailable(1)];
    expect(availableConsultantsOf(list)).toEqual(list);
    expect(availableConsultantsOf({ data: list })).toEqual(list);
    expect(availableConsultantsOf({ items: list })).toEqual(list);
    expect(() => availableConsultantsOf(null)).toThrow(MSG.availableConsultantsEmpty);
    expect(() => availableConsultantsOf('')).toThrow('No data received');
    expect(() => availableConsultantsOf({ rows: list })).toThrow('Invalid response format');
    expect(() => availableConsultantsOf(7)).toThrow('Invalid response format');
  });
});

describe('project helpers answer {data, error}', () => {
  it('answers data and no error on success, with the query sent', async () => {
    serve({ 'GET /projects?page=2&pageSize=10&search=erp': { status: 200, data: [makeProject(1)] } });
    const result = await fetchProjects({ page: 2, pageSize: 10, search: 'erp' });
    expect(result).toEqual({
      data: { data: [makeProject(1)], total: 1, page: 2, pageSize: 10 },
      error: null,
    });
  });

  it.each([
    ['fetch projects', () => fetchProjects(), 'GET /projects', 'Failed to fetch projects'],
    ['fetch one', () => fetchProject(7), 'GET /projects/7', 'Failed to fetch project with ID: 7'],
    ['delete', () => deleteProject(7), 'DELETE /projects/7', 'Failed to delete project'],
    ['assign', () => assignConsultant(7, 4), 'POST /projects/7/consultants', 'Failed to assign consultant'],
    // The assignment texts of docs/requirements.md#errors-content.
    [
      'leader',
      () => setProjectLeader(7, 4, true),
      'PUT /projects/7/assign-consultant',
      'An error occurred while assigning consultant',
    ],
    [
      'team',
      () => assignConsultants(7, [4], null),
      'POST /projects/7/consultants/multiple',
      'An error occurred while assigning multiple consultants',
    ],
    [
      'unassign',
      () => unassignConsultant(7, 4),
      'DELETE /projects/7/consultants/4',
      'Failed to unassign consultant',
    ],
    [
      'add update',
      () => addProjectUpdate(7, { title: 't', content: 'c' }),
      'POST /projects/7/updates',
      'Failed to add project update',
    ],
    [
      'edit update',
      () => editProjectUpdate(7, 3, { title: 't', content: 'c' }),
      'PUT /projects/7/updates/3',
      'Failed to update project update',
    ],
    [
      'delete update',
      () => deleteProjectUpdate(7, 3),
      'DELETE /projects/7/updates/3',
      'Failed to delete project update',
    ],
    [
      'add metric',
      () => addProjectMetric(7, { name: 'n', value: 1 }),
      'POST /projects/7/metrics',
      'Failed to add project metrics',
    ],
    [
      'edit metric',
      () => editProjectMetric(7, 3, { name: 'n', value: 1 }),
      'PUT /projects/7/metrics/3',
      'Failed to update project metric',
    ],
    [
      'delete metric',
      () => deleteProjectMetric(7, 3),
      'DELETE /projects/7/metrics/3',
      'Failed to delete project metric',
    ],
    ['history', () => fetchProjectHistory(7), 'GET /projects/7/history', 'Failed to get project history'],
    [
      'available consultants',
      () => fetchAvailableConsultants(),
      'GET /projects/available-consultants',
      'Failed to fetch available consultants',
    ],
  ])(
    '%s: the default text without a server message, the server’s own otherwise',
    async (_n, run, key, text) => {
      serve({ [key]: { status: 500 } });
      expect(await run()).toEqual({
        data: null,
        error: { status: 500, message: text, isApiError: true, fieldErrors: {} },
      });
      fake?.restore();
      serve({ [key]: { status: 404, data: { message: 'Not found.' } } });
      expect((await run()).error).toMatchObject({ status: 404, message: 'Not found.', isApiError: true });
    },
  );

  it('gives status 0 when the server was not reached', async () => {
    fake = installFakeAdapter(() => Promise.reject(new Error('Network Error'))) as typeof fake;
    expect((await fetchProject(3)).error).toEqual({
      status: 0,
      message: 'Failed to fetch project with ID: 3',
      isApiError: true,
      fieldErrors: {},
    });
  });

  it('words any create or update error about permission the one way, keeps others as the server does', async () => {
    serve({
      'POST /projects': { status: 403, data: { message: MSG.forbidden } },
      'PATCH /projects/4': { status: 401, data: { message: 'No permission to edit' } },
    });
    expect((await createProject({ name: 'X' })).error).toMatchObject({
      status: 403,
      message: MSG.permissionDenied,
    });
    expect((await updateProject(4, { name: 'Y' })).error).toMatchObject({
      status: 401,
      message: 'You do not have permission for this operation.',
    });
    fake?.restore();
    serve({
      'POST /projects': {
        status: 400,
        data: { message: 'Validation failed.', errors: [{ field: '/name', message: 'Name is required.' }] },
      },
      'PATCH /projects/4': { status: 500 },
    });
    expect((await createProject({ name: '' })).error).toMatchObject({
      message: 'Validation failed.',
      fieldErrors: { name: 'Name is required.' },
    });
    expect((await updateProject(4, {})).error?.message).toBe('Failed to update project');
    // Reads keep a forbidden text as the server words it.
    fake?.restore();
    serve({ 'GET /projects/4': { status: 403, data: { message: MSG.forbidden } } });
    expect((await fetchProject(4)).error?.message).toBe(MSG.forbidden);
  });

  it('sends consultant ids as integers and the leader as an integer or null', async () => {
    const detail = makeDetail(7);
    serve({
      'POST /projects/7/consultants': { status: 200, data: detail },
      'PUT /projects/7/assign-consultant': { status: 200, data: detail },
      'POST /projects/7/consultants/multiple': { status: 200, data: detail },
    });
    expect((await assignConsultant(7, '12', true)).data).toEqual(detail);
    await setProjectLeader(7, ' 5 ', true);
    await assignConsultants(7, ['3', 4, '3', 'x'], '4');
    await assignConsultants(7, ['3'], '');
    expect([0, 1, 2, 3].map((i) => sentBody(i))).toEqual([
      { consultantId: 12, isLeader: true },
      { projectId: 7, consultantId: 5, isLeader: true },
      { consultantIds: [3, 4], leaderConsultantId: 4 },
      { consultantIds: [3], leaderConsultantId: null },
    ]);
  });

  it('never sends an id that is not one', async () => {
    serve({});
    expect((await assignConsultant(7, '12abc')).error).toMatchObject({
      status: 0,
      message: 'Failed to assign consultant',
    });
    expect(fake?.calls).toHaveLength(0);
  });

  it('takes the caller’s own text for a failed available-consultants call', async () => {
    serve({ 'GET /projects/available-consultants': { status: 503 } });
    expect(
      (await fetchAvailableConsultants({}, 'An error occurred while fetching available consultants')).error,
    ).toMatchObject({ status: 503, message: 'An error occurred while fetching available consultants' });
  });

  it('words an unreachable server as the available-consultants default, status 0', async () => {
    fake = installFakeAdapter(() => Promise.reject(new Error('Network Error'))) as typeof fake;
    expect(await fetchAvailableConsultants({ projectId: 2 })).toEqual({
      data: null,
      error: {
        status: 0,
        message: 'Failed to fetch available consultants',
        isApiError: true,
        fieldErrors: {},
      },
    });
  });

  it('answers an empty list with its own text when available consultants cannot be read', async () => {
    serve({
      'GET /projects/available-consultants?projectId=2': { status: 200, data: { rows: [] } },
      'GET /projects/available-consultants?projectId=3': { status: 200, data: '' },
      'GET /projects/available-consultants?projectId=4': { status: 200, data: { items: [makeAvailable(9)] } },
    });
    expect(await fetchAvailableConsultants({ projectId: 2 })).toEqual({
      data: [],
      error: expect.objectContaining({ message: 'Invalid response format', status: 0 }),
    });
    expect((await fetchAvailableConsultants({ projectId: 3 })).error?.message).toBe('No data received');
    expect(await fetchAvailableConsultants({ projectId: 4 })).toEqual({
      data: [makeAvailable(9)],
      error: null,
    });
  });

  it('asks whether a currency code is valid, and counts a failed check as not valid', async () => {
    serve({
      'GET /currency/validate/EUR': { status: 200, data: { isValid: true } },
      'GET /currency/validate/ABC': { status: 200, data: { isValid: false } },
      'GET /currency/validate/ZZZ': { status: 500 },
    });
    expect(await isCurrencyValid('EUR')).toBe(true);
    expect(await isCurrencyValid('ABC')).toBe(false);
    expect(await isCurrencyValid('ZZZ')).toBe(false);
  });
});
