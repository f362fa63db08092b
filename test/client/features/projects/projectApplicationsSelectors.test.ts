import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  selectPendingProjectApplications,
  selectProjectApplicationById,
  selectProjectApplicationIds,
  selectProjectApplications,
} from '@client/features/projects/projectDetailSelectors';
import { projectApplicationsActions as a } from '@client/features/projects/projectApplicationsSlice';
import { makeApplication } from './fixtures';

type Action = { type: string };
const reduce = (actions: Action[], start: RootState = rootReducer(undefined, { type: '@@init' })) =>
  actions.reduce((s, action) => rootReducer(s, action), start);

const listed = () =>
  reduce([
    a.listReceived({
      projectId: 1,
      applications: [
        makeApplication(1, { createdAt: '2025-01-01T00:00:00.000Z' }),
        makeApplication(3, { createdAt: '2025-01-03T00:00:00.000Z', status: 'Rejected' }),
        makeApplication(2, { createdAt: '2025-01-02T00:00:00.000Z' }),
      ],
    }),
    a.listReceived({ projectId: 2, applications: [makeApplication(9, { projectId: 2 })] }),
  ]);

describe('project application selectors', () => {
  it('select one project’s applications, newest first, and its pending ones', () => {
    const state = listed();
    expect(selectProjectApplications(state, 1).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(selectProjectApplicationIds(state, 1)).toEqual([3, 2, 1]);
    expect(selectProjectApplicationIds(state, 2)).toEqual([9]);
    expect(selectProjectApplicationIds(state, 5)).toEqual([]);
    expect(selectPendingProjectApplications(state, 1).map((x) => x.id)).toEqual([2, 1]);
    expect(selectProjectApplicationById(state, 9)?.projectId).toBe(2);
  });

  it('are memoized: the same state gives the same arrays', () => {
    const state = listed();
    expect(selectProjectApplications(state, 1)).toBe(selectProjectApplications(state, 1));
    expect(selectProjectApplicationIds(state, 1)).toBe(selectProjectApplicationIds(state, 1));
    expect(selectPendingProjectApplications(state, 1)).toBe(selectPendingProjectApplications(state, 1));
  });

  it('keep the ids array when a decision changes a row but not the list', () => {
    const before = listed();
    const ids = selectProjectApplicationIds(before, 1);
    const rows = selectProjectApplications(before, 1);
    const after = reduce([a.saved(makeApplication(2, { status: 'Accepted' }))], before);
    expect(selectProjectApplications(after, 1)).not.toBe(rows);
    expect(selectProjectApplicationIds(after, 1)).toBe(ids);
    expect(selectPendingProjectApplications(after, 1).map((x) => x.id)).toEqual([1]);

    const grown = reduce([a.saved(makeApplication(4, { createdAt: '2025-01-04T00:00:00.000Z' }))], after);
    expect(selectProjectApplicationIds(grown, 1)).toEqual([4, 3, 2, 1]);
  });
});
