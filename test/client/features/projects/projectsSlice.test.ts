import { rootReducer } from '@client/app/rootReducer';
import { normalizeProjectsResponse } from '@client/features/projects/projectModel';
import {
  selectFilteredProjectIds,
  selectProjectById,
  selectProjectIds,
  selectSelectedProject,
} from '@client/features/projects/projectsSelectors';
import { projectsActions as a } from '@client/features/projects/projectsSlice';
import { sessionActions } from '@client/features/session/sessionSlice';

const p1 = { id: 1, name: 'ERP rollout', description: 'SAP for a retailer', status: 'Active' };
const p2 = { id: 2, name: 'Data platform', description: 'Lakehouse', status: 'Pending' };

describe('normalizeProjectsResponse', () => {
  it.each([
    ['an array', [p1, p2], [p1, p2]],
    ['an object holding data', { data: [p1] }, [p1]],
    ['an object holding projects', { projects: [p2], total: 1 }, [p2]],
    ['a single project', p1, [p1]],
    ['data holding one project', { data: p2 }, [p2]],
    ['null', null, []],
    ['a string', 'oops', []],
    ['an object without a list or id', { total: 0 }, []],
    ['an array with junk', [p1, null, 3, { name: 'no id' }], [p1]],
  ])('reads %s', (_label, body, expected) => {
    expect(normalizeProjectsResponse(body)).toEqual(expected);
  });
});

describe('projects slice', () => {
  const loaded = [a.fetchRequested(), a.fetchSucceeded({ data: [p1, p2] })].reduce(
    (s, action) => rootReducer(s, action),
    rootReducer(undefined, { type: '@@init' }),
  );

  it('keeps the list with its request state', () => {
    expect(selectProjectIds(loaded)).toEqual([1, 2]);
    expect(loaded.projects.status).toBe('succeeded');
  });

  it('filters by the search text', () => {
    const searched = rootReducer(loaded, a.searchChanged('sap'));
    expect(selectFilteredProjectIds(searched)).toEqual([1]);
    expect(selectFilteredProjectIds(rootReducer(loaded, a.searchChanged('  ')))).toEqual([1, 2]);
  });

  it('merges a detail read and removes a project', () => {
    let state = rootReducer(
      loaded,
      a.upserted({ id: 1, consultants: [{ consultantId: 4, fullName: 'D A', isLeader: true }] }),
    );
    expect(selectProjectById(state, 1)).toMatchObject({
      name: 'ERP rollout',
      consultants: [{ isLeader: true }],
    });
    state = rootReducer(rootReducer(state, a.selected(1)), a.removed(1));
    expect(selectSelectedProject(state)).toBeNull();
  });

  it('forgets the projects of a user who logged out', () => {
    expect(selectProjectIds(rootReducer(loaded, sessionActions.loggedOut({ reason: 'logout' })))).toEqual([]);
  });
});
