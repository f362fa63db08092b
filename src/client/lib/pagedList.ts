import type { PayloadAction } from '@reduxjs/toolkit';

// The reducers a server-paged list shares (the projects', tasks', users' and requests' lists): each
// keeps its page in `state.list`, and its saga reloads when the query or the page changes.

interface ListPage {
  ids: number[];
  total: number;
}

/** A page as the server sends it. */
interface ReceivedPage<Row> {
  data: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The reducer of a received page: its rows `land` in the slice's adapter (set or merged by id), its
 * ids and counts are kept in the list.
 */
export function pageReceived<
  State extends { list: ListPage & { page: number; pageSize: number } },
  Row extends { id: number },
>(land: (state: State, rows: Row[]) => unknown) {
  return (state: State, action: PayloadAction<ReceivedPage<Row>>) => {
    const { data, total, page, pageSize } = action.payload;
    land(state, data);
    Object.assign(state.list, { ids: data.map((row) => row.id), total, page, pageSize });
  };
}

/** A row gone leaves the page it is on, and its total. */
export function dropFromPage(page: ListPage, id: number) {
  if (!page.ids.includes(id)) return;
  page.ids = page.ids.filter((x) => x !== id);
  page.total = Math.max(0, page.total - 1);
}

/** Each keystroke (back to page 1); the saga waits SEARCH_DEBOUNCE_MS before it asks the server. */
export function searchChanged(
  state: { list: { search: string; page: number } },
  action: PayloadAction<string>,
) {
  state.list.search = action.payload;
  state.list.page = 1;
}

/** Another page of the same query; the saga reloads. */
export function pageChanged(state: { list: { page: number } }, action: PayloadAction<number>) {
  state.list.page = Math.max(1, Math.floor(action.payload));
}

/** A filter or the page size changed (`Q`, the list's fields it may change): back to page 1, and the saga reloads. */
export const listQueryChanged =
  <Q extends object>() =>
  (state: { list: Q & { page: number } }, action: PayloadAction<Partial<Q>>) => {
    Object.assign(state.list, action.payload, { page: 1 });
  };
