import { rootReducer } from '@client/app/rootReducer';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import type { Project } from '@client/features/projects/projectModel';
import {
  selectFilteredProjectIds,
  selectProjectById,
  selectProjectIds,
  selectProjectsStatus,
  selectSelectedProject,
} from '@client/features/projects/projectsSelectors';
import { projectsActions as a, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { requestSucceeded } from '@test/client/requests';

const project = (id: number, overrides: Partial<Project> = {}): Project => ({
  id,
  name: `Project ${id}`,
  description: '',
  status: 'Pending',
  customerId: null,
  serviceId: null,
  budget: null,
  currency: 'TRY',
  startDate: null,
  endDate: null,
  isAvailableForApplication: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const p1 = project(1, { name: 'ERP rollout', description: 'SAP for a retailer', status: 'Active' });
const p2 = project(2, { name: 'Data platform', description: 'Lakehouse' });

describe('projects slice', () => {
  const loaded = [a.listReceived([p1, p2]), requestSucceeded(PROJECT_REQUESTS.list)].reduce(
    (s, action) => rootReducer(s, action),
    rootReducer(undefined, { type: '@@init' }),
  );

  it('keeps the list, its request state under its key', () => {
    expect(selectProjectIds(loaded)).toEqual([1, 2]);
    expect(selectProjectsStatus(loaded)).toBe('succeeded');
  });

  it('filters by the search text', () => {
    const searched = rootReducer(loaded, a.searchChanged('sap'));
    expect(selectFilteredProjectIds(searched)).toEqual([1]);
    expect(selectFilteredProjectIds(rootReducer(loaded, a.searchChanged('pending')))).toEqual([2]);
    expect(selectFilteredProjectIds(rootReducer(loaded, a.searchChanged('  ')))).toEqual([1, 2]);
  });

  it('merges a detail read and removes a project', () => {
    const consultants = [{ consultantId: 4, fullName: 'D A', isLeader: true, assignedAt: '2026-01-02' }];
    let state = rootReducer(loaded, a.upserted({ ...p1, consultants }));
    expect(selectProjectById(state, 1)).toMatchObject({
      name: 'ERP rollout',
      consultants: [{ isLeader: true }],
    });
    state = rootReducer(rootReducer(state, a.selected(1)), a.removed(1));
    expect(selectSelectedProject(state)).toBeNull();
    expect(selectProjectIds(state)).toEqual([2]);
  });

  it('forgets the projects of a user who logged out', () => {
    expect(selectProjectIds(rootReducer(loaded, sessionActions.loggedOut({ reason: 'logout' })))).toEqual([]);
  });
});
