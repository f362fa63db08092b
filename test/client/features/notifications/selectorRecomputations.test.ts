import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  makeSelectFilteredNotificationIds,
  selectBellConnectionState,
  selectBellNotificationIds,
  selectNotificationTypes,
  selectUnreadBadgeText,
  selectUnreadNotificationIds,
} from '@client/features/notifications/notificationsSelectors';
import { notificationsActions as n } from '@client/features/notifications/notificationsSlice';
import {
  selectProjectPage,
  selectProjectPaging,
  selectSelectedProject,
} from '@client/features/projects/projectsSelectors';
import { projectsActions as p } from '@client/features/projects/projectsSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { makeProject } from '../projects/fixtures';
import { NOTIFICATION_NOW, serverNotification } from '@test/client/notificationsState';

// docs/requirements.md#performance: with 5,000 projects in the store and notifications arriving
// over the hub, the memoized selectors of the bell, the notification list and the projects list
// recompute only for the changes they show.

const PROJECTS = 5000;
const ARRIVALS = 50;

const bell = {
  selectUnreadBadgeText,
  selectUnreadNotificationIds,
  selectBellNotificationIds,
  selectBellConnectionState,
};
const projectList = { selectProjectPage, selectProjectPaging, selectSelectedProject };

const reduce = (state: RootState, actions: UnknownAction[]) => actions.reduce(rootReducer, state);

/** The administrator's store: 5,000 projects (a page of 20 listed) and a first page of notifications. */
function loadedState(): RootState {
  const projects = Array.from({ length: PROJECTS }, (_, i) => makeProject(i + 1));
  return reduce(rootReducer(undefined, { type: '@@init' }), [
    p.summariesReceived(projects),
    p.listReceived({ data: projects.slice(0, 20), total: PROJECTS, page: 1, pageSize: 20 }),
    p.selected(3),
    n.listReceived(Array.from({ length: 10 }, (_, i) => serverNotification(i + 1))),
    n.unreadCountLoaded(10),
  ]);
}

/** A notification pushed over the hub, newer than everything loaded. */
const arrival = (i: number) => {
  const at = new Date(NOTIFICATION_NOW + (i + 1) * 1000).toISOString();
  return n.received({
    ...serverNotification(1000 + i, { type: 'project_request_created', createdAt: at, timestamp: at }),
    audience: 'admin',
  });
};

/** Reads every selector as the mounted views do after each action, and counts the recomputations. */
function countWhileApplying(
  start: RootState,
  actions: UnknownAction[],
  selectors: Record<
    string,
    { (state: RootState): unknown; recomputations(): number; resetRecomputations(): void }
  >,
) {
  for (const s of Object.values(selectors)) {
    s(start);
    s.resetRecomputations();
  }
  let state = start;
  for (const action of actions) {
    state = rootReducer(state, action);
    for (const s of Object.values(selectors)) s(state);
  }
  return {
    state,
    counts: Object.fromEntries(Object.entries(selectors).map(([name, s]) => [name, s.recomputations()])),
  };
}

describe('selector recomputations under load', () => {
  it('does not recompute the projects selectors when notifications arrive', () => {
    const start = loadedState();
    const page = selectProjectPage(start);
    const paging = selectProjectPaging(start);
    const arrivals = Array.from({ length: ARRIVALS }, (_, i) => arrival(i));

    const { state, counts } = countWhileApplying(start, arrivals, projectList);

    expect(counts).toEqual({ selectProjectPage: 0, selectProjectPaging: 0, selectSelectedProject: 0 });
    expect(selectProjectPage(state)).toBe(page);
    expect(selectProjectPaging(state)).toBe(paging);
    expect(state.notifications.unreadCount).toBe(10 + ARRIVALS);
  });

  it('recomputes the bell once per arriving notification, not per read', () => {
    const start = loadedState();
    const arrivals = Array.from({ length: ARRIVALS }, (_, i) => arrival(i));

    const { state, counts } = countWhileApplying(start, arrivals, bell);

    // Each arrival changes the unread ids and the count; the connection did not change.
    expect(counts).toEqual({
      selectUnreadBadgeText: ARRIVALS,
      selectUnreadNotificationIds: ARRIVALS,
      selectBellNotificationIds: ARRIVALS,
      selectBellConnectionState: 0,
    });
    expect(selectBellNotificationIds(state)).toEqual([1049, 1048, 1047, 1046, 1045]);
    // Reading again without a change recomputes nothing.
    for (const s of Object.values(bell)) s(state);
    expect(selectUnreadNotificationIds.recomputations()).toBe(ARRIVALS);
  });

  it('does not recompute the notification selectors when 5,000 projects land or a toast is queued', () => {
    const start = loadedState();
    const projects = Array.from({ length: PROJECTS }, (_, i) => makeProject(PROJECTS + i + 1));
    const selectFiltered = makeSelectFilteredNotificationIds();
    const filtered = (state: RootState) => selectFiltered(state, 'all', '');
    const selectors = {
      ...bell,
      selectNotificationTypes,
      selectFiltered: Object.assign(filtered, selectFiltered),
    };

    const { state, counts } = countWhileApplying(
      start,
      [p.summariesReceived(projects), toastsActions.toastAdded({ message: 'Saved' })],
      selectors,
    );

    expect(Object.values(counts)).toEqual(Object.values(selectors).map(() => 0));
    expect(state.projects.ids).toHaveLength(2 * PROJECTS);
  });

  it('keeps the projects page when projects outside it land, in one action or in pages of 100', () => {
    const start = loadedState();
    const page = selectProjectPage(start);
    const more = Array.from({ length: PROJECTS }, (_, i) => makeProject(PROJECTS + i + 1));
    const pages = Array.from({ length: PROJECTS / 100 }, (_, i) =>
      p.summariesReceived(more.slice(i * 100, (i + 1) * 100)),
    );

    const { state, counts } = countWhileApplying(start, pages, projectList);

    // The entities change with each page, so the page's rows are looked up again, and found the same.
    expect(counts.selectProjectPage).toBe(pages.length);
    expect(counts.selectProjectPaging).toBe(0);
    expect(selectProjectPage(state)).toBe(page);

    // A row of the page that changes makes a new answer.
    const changed = rootReducer(state, p.summariesReceived([makeProject(2, { name: 'Renamed' })]));
    expect(selectProjectPage(changed)).not.toBe(page);
    expect(selectProjectPage(changed)[1].name).toBe('Renamed');
  });

  it('keeps the notification list and its type filter when their items stay the same', () => {
    const start = loadedState();
    const selectFiltered = makeSelectFilteredNotificationIds();
    const ids = selectFiltered(start, 'all', '');
    const types = selectNotificationTypes(start);

    // Marking one read changes the entities, but not which ids the list shows or the types it offers.
    const read = rootReducer(start, n.markedRead(4));
    expect(selectFiltered(read, 'all', '')).toBe(ids);
    expect(selectNotificationTypes(read)).toBe(types);
    // The unread filter's answer does change.
    expect(selectFiltered(read, 'unread', '')).not.toContain(4);

    // A new type offers a new list of types.
    const withNewType = rootReducer(read, arrival(1));
    expect(selectNotificationTypes(withNewType)).toEqual(['project_request_created', 'task_created']);
    expect(selectFiltered(withNewType, 'all', '')[0]).toBe(1001);
  });
});
