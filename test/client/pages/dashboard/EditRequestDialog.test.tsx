import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { rootReducer } from '@client/app/rootReducer';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import {
  projectRequestsActions as a,
  PROJECT_REQUEST_KEYS as K,
} from '@client/features/projectRequests/projectRequestsSlice';
import { servicesActions } from '@client/features/services/servicesSlice';
import { requestsActions } from '@client/lib/requests';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeService } from '../../features/services/fixtures';

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
  desiredStartDate: '2025-03-01',
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

const base = rootReducer(undefined, { type: '@@init' });
const services = rootReducer(
  base,
  servicesActions.listReceived({
    services: [
      makeService({ id: 1, slug: 'erp', title: 'ERP Consulting' }),
      makeService({ id: 2, slug: 'cloud', title: 'Cloud Services' }),
    ],
    includeInactive: true,
  }),
).services;

async function openEdit(request: ProjectRequest) {
  const loaded = [
    a.listReceived({ data: [request], total: 1, page: 1, pageSize: 20 }),
    requestSucceeded(K.list),
  ].reduce((s, action) => rootReducer(s, action), base);
  const view = renderRoutes('/dashboard/project-requests', {
    preloadedState: {
      session: sessionState(makeUser({ roleId: 1 })),
      services,
      projectRequests: loaded.projectRequests,
      requests: loaded.requests,
    },
  });
  await screen.findByRole('heading', { name: 'Project Requests', level: 1 });
  await view.user.click(screen.getByRole('button', { name: request.requestTitle }));
  const detail = await screen.findByRole('dialog', { name: request.requestTitle });
  await view.user.click(within(detail).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit request' });
  return { ...view, form, detail };
}

const type = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('editing a project request', () => {
  it('shows the request’s values and refuses what the server would, with its texts', async () => {
    const { form, dispatched, user } = await openEdit(row(1));
    expect(within(form).getByLabelText(/^Request title/)).toHaveValue('Request 1');
    expect(within(form).getByLabelText(/^Budget/)).toHaveValue(1000);
    expect(within(form).getByLabelText(/^Desired start date/)).toHaveValue('2025-03-01');
    expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveTextContent('ERP Consulting');
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');

    type(form, /^Request title/, '  ');
    type(form, /^Description/, 'Too short');
    type(form, /^Budget/, '10.555');
    type(form, /^Email/, 'nobody');
    type(form, /^Phone number/, 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Request title is required.')).toBeInTheDocument();
    expect(within(form).getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(within(form).getByText(MSG.budgetDecimals)).toBeInTheDocument();
    expect(within(form).getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(within(form).getByText('Phone number has an invalid format.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Request title/)).toHaveFocus();
    expect(dispatched(a.updateRequested.type)).toHaveLength(0);
  });

  it('sends only what changed, shows the server’s errors, and closes once saved', async () => {
    const { form, detail, store, dispatched, user } = await openEdit(row(1));
    type(form, /^Request title/, '  ERP rollout, phase 2 ');
    type(form, /^Budget/, '');
    type(form, /^Admin notes/, 'Called them');
    await user.click(within(form).getByRole('combobox', { name: 'Service' }));
    await user.click(screen.getByRole('option', { name: 'Cloud Services' }));
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const changes = {
      requestTitle: 'ERP rollout, phase 2',
      adminNotes: 'Called them',
      budget: null,
      serviceId: 2,
      status: 'Rejected',
    };
    expect(dispatched(a.updateRequested.type)).toEqual([
      a.updateRequested({ id: 1, changes: changes as never }),
    ]);

    act(() => {
      store.dispatch(requestsActions.started({ key: K.update(1) }));
    });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    act(() => {
      store.dispatch(requestFailed(K.update(1), MSG.serviceMissing, 400, { serviceId: MSG.serviceMissing }));
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.serviceMissing);
    expect(within(form).getAllByText(MSG.serviceMissing)).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    act(() => {
      store.dispatch(a.requestSaved(row(1, { ...changes, status: 'Rejected', serviceId: 2, budget: null })));
      store.dispatch(requestSucceeded(K.update(1)));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit request' })).not.toBeInTheDocument(),
    );
    expect(within(detail).getByRole('heading', { name: 'ERP rollout, phase 2' })).toBeInTheDocument();
    expect(within(detail).getByText('Request updated.')).toBeInTheDocument();
    expect(within(detail).getByText('Called them')).toBeInTheDocument();
  });

  it('closes without a call when nothing changed; an approved request keeps its status', async () => {
    const approved = row(2, { status: 'Approved', projectId: 7 });
    const { form, dispatched, user } = await openEdit(approved);
    expect(within(form).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit request' })).not.toBeInTheDocument(),
    );
    expect(dispatched(a.updateRequested.type)).toHaveLength(0);
  });
});
