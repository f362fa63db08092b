import { act, fireEvent, screen, within } from '@testing-library/react';
import { rootReducer } from '@client/app/rootReducer';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import {
  projectRequestsActions as a,
  PROJECT_REQUEST_KEYS as K,
} from '@client/features/projectRequests/projectRequestsSlice';
import { servicesActions } from '@client/features/services/servicesSlice';
import { requestsActions } from '@client/lib/requests';
import { makeService } from '../features/services/fixtures';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const row = (id: number, extra: Partial<ProjectRequest> = {}): ProjectRequest => ({
  id,
  requestTitle: `Request ${id}`,
  description: `Details of request ${id}.`,
  serviceId: 1,
  serviceName: null,
  budget: 1000 * id,
  currency: 'USD',
  desiredStartDate: null,
  contactName: `Contact ${id}`,
  email: `contact${id}@example.com`,
  phoneNumber: '',
  company: `Company ${id}`,
  userId: null,
  status: 'Pending',
  adminNotes: '',
  projectId: null,
  createdAt: new Date(Date.UTC(2025, 0, id, 9)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, id, 9)).toISOString(),
  ...extra,
});

/** One page of the queue as the server answers it. */
const pageOf = (rows: ProjectRequest[], total = rows.length, page = 1) => ({
  data: rows,
  total,
  page,
  pageSize: 20,
});

const base = rootReducer(undefined, { type: '@@init' });
const services = rootReducer(
  base,
  servicesActions.listReceived({
    services: [makeService({ id: 1, slug: 'erp', title: 'ERP Consulting' })],
    includeInactive: true,
  }),
).services;

async function openQueue(
  rows: ProjectRequest[] = [row(1), row(2, { status: 'Approved', projectId: 7 })],
  total = rows.length,
) {
  const loaded = [a.listReceived(pageOf(rows, total)), requestSucceeded(K.list)].reduce(
    (s, action) => rootReducer(s, action),
    base,
  );
  const view = renderRoutes('/dashboard/project-requests', {
    preloadedState: {
      session: sessionState(makeUser({ roleId: 1 })),
      services,
      projectRequests: loaded.projectRequests,
      requests: loaded.requests,
    },
  });
  await screen.findByRole('heading', { name: 'Project Requests', level: 1 });
  return view;
}

async function openDetail(user: Awaited<ReturnType<typeof openQueue>>['user'], title: string) {
  await user.click(screen.getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: title });
}

describe('project requests queue', () => {
  it('loads on opening and lists the rows newest first with formatted budgets', async () => {
    const { dispatched } = await openQueue();
    expect(dispatched(a.fetchRequested.type)).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Project requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      expect.stringContaining('Request 2'),
      expect.stringContaining('Request 1'),
    ]);
    expect(rows[1]).toHaveTextContent('$1,000.00');
    expect(rows[1]).toHaveTextContent('ERP Consulting');
    expect(rows[1]).toHaveTextContent('Company 1');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Jan 1, 2025');
  });

  it('filters by status', async () => {
    const { user, dispatched, store } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(dispatched(a.statusFilterChanged.type)).toEqual([a.statusFilterChanged('Pending')]);
    expect(screen.queryByRole('button', { name: 'Request 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    act(() => {
      store.dispatch(a.listReceived(pageOf([])));
    });
    expect(screen.getByText('No rejected requests.')).toBeInTheDocument();
  });

  it('asks for confirmation before approving, then shows the created project', async () => {
    const { user, dispatched, store } = await openQueue();
    const detail = await openDetail(user, 'Request 1');
    expect(detail).toHaveTextContent('contact1@example.com');
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(dispatched(a.approveRequested.type)).toHaveLength(0);

    // The detail is reachable again once the confirmation has finished closing.
    await user.click(await within(detail).findByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve request?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(dispatched(a.approveRequested.type)).toEqual([a.approveRequested({ id: 1 })]);
    act(() => {
      store.dispatch(a.requestSaved(row(1, { status: 'Approved', projectId: 44 })));
      store.dispatch(requestSucceeded(K.approve(1)));
    });
    expect(within(detail).getByText('Request approved. Project #44 was created.')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('requires admin notes to reject', async () => {
    const { user, dispatched, store } = await openQueue();
    const detail = await openDetail(user, 'Request 1');
    await user.click(within(detail).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Admin notes are required to reject a request.')).toBeInTheDocument();
    expect(dispatched(a.rejectRequested.type)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Admin notes/), {
      target: { value: ' Outside our scope ' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dispatched(a.rejectRequested.type)).toEqual([
      a.rejectRequested({ id: 1, adminNotes: 'Outside our scope' }),
    ]);
    act(() => {
      store.dispatch(a.requestSaved(row(1, { status: 'Rejected', adminNotes: 'Outside our scope' })));
      store.dispatch(requestSucceeded(K.reject(1)));
    });
    expect(within(detail).getByText('Request rejected.')).toBeInTheDocument();
    expect(within(detail).getByText('Outside our scope')).toBeInTheDocument();
    // The live reload under the Pending filter drops the row; the open dialog keeps its last state.
    act(() => {
      store.dispatch(a.listReceived(pageOf([])));
    });
    expect(within(detail).getByText('Rejected')).toBeInTheDocument();
    expect(within(detail).getByText('Outside our scope')).toBeInTheDocument();
  });

  it('closing the detail forgets the outcomes of its writes', async () => {
    const { user, dispatched } = await openQueue();
    const detail = await openDetail(user, 'Request 1');
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(dispatched(requestsActions.reset.type)).toEqual([a.writesReset({ id: 1 })]);
  });

  it('shows the server’s page and asks the server for another', async () => {
    const { user, dispatched, store } = await openQueue(
      Array.from({ length: 20 }, (_v, i) => row(i + 11)),
      45,
    );
    expect(screen.getAllByRole('row')).toHaveLength(21);
    const pager = screen.getByRole('navigation', { name: 'Request pages' });
    expect(within(pager).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    expect(dispatched(a.pageChanged.type)).toEqual([a.pageChanged(3)]);
    act(() => {
      store.dispatch(a.listReceived(pageOf([row(1), row(2)], 45, 3)));
    });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager while one page holds the queue', async () => {
    await openQueue();
    expect(screen.queryByRole('navigation', { name: 'Request pages' })).not.toBeInTheDocument();
  });

  it('searches on the server as the admin types, and says when nothing matches', async () => {
    const { user, dispatched, store } = await openQueue();
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'zz');
    expect(dispatched(a.searchChanged.type)).toEqual([a.searchChanged('z'), a.searchChanged('zz')]);
    act(() => {
      store.dispatch(a.listReceived(pageOf([])));
      store.dispatch(requestSucceeded(K.list));
    });
    expect(screen.getByText('No requests match this search.')).toBeInTheDocument();
  });

  it('shows empty, loading and error states', async () => {
    const { store, dispatched } = await openQueue([]);
    // The page's own load is still pending: a spinner, not an empty message.
    act(() => {
      store.dispatch(requestsActions.started({ key: K.list }));
    });
    expect(screen.getByLabelText('Loading requests')).toBeInTheDocument();
    act(() => {
      store.dispatch(a.listReceived(pageOf([])));
      store.dispatch(requestSucceeded(K.list));
    });
    expect(screen.getByText('No project requests yet.')).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed(K.list, 'An error occurred while loading project requests'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while loading project requests');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(dispatched(a.fetchRequested.type)).toHaveLength(2);
  });
});
