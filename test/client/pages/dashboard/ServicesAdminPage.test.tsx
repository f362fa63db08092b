import { act, screen, waitFor, within } from '@testing-library/react';
import { servicesActions } from '@client/features/services/servicesSlice';
import { MSG } from '@shared/messages';
import { makeService } from '../../features/services/fixtures';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { stateAfter } from '../contentState';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));

async function openPage() {
  const { services } = stateAfter(
    servicesActions.listReceived({
      services: [
        makeService({
          id: 1,
          title: 'Cloud Migration',
          features: [{ id: 5, name: 'Landing zone', description: '' }],
        }),
        makeService({ id: 2, title: 'Old Offer', isActive: false }),
      ],
      includeInactive: true,
    }),
  );
  const view = renderRoutes('/dashboard/services', { preloadedState: { session: admin, services } });
  await screen.findByRole('table', { name: 'Services' });
  return view;
}

describe('dashboard services page', () => {
  it('lists every service, inactive ones too, and asks for the admin list', async () => {
    const { dispatched } = await openPage();
    const table = screen.getByRole('table', { name: 'Services' });
    expect(within(table).getByText('Cloud Migration')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Old Offer active' })).not.toBeChecked();
    expect(dispatched('services/fetchRequested')).toEqual([
      servicesActions.fetchRequested({ includeInactive: true }),
    ]);
    expect(screen.getByRole('link', { name: 'Services' })).toBeInTheDocument();
  });

  it('toggles a service active', async () => {
    const { user, dispatched } = await openPage();
    await user.click(screen.getByRole('switch', { name: 'Old Offer active' }));
    expect(dispatched('services/updateRequested')).toEqual([
      servicesActions.updateRequested({ id: 2, changes: { isActive: true } }),
    ]);
  });

  it('creates a service after client validation, showing the server’s field errors too', async () => {
    const { user, store, dispatched } = await openPage();
    await user.click(screen.getByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await fill(user, within(dialog).getByLabelText('Slug'), 'Bad Slug');
    await user.clear(within(dialog).getByLabelText('Display order'));
    await user.type(within(dialog).getByLabelText('Display order'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText(/lowercase letters, digits and single dashes/)).toBeInTheDocument();
    expect(within(dialog).getByText('Display order must be between 0 and 100000.')).toBeInTheDocument();
    expect(dispatched('services/createRequested')).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText(/^Title/), 'Data Strategy');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await fill(user, within(dialog).getByLabelText('Slug'), 'data-strategy');
    await user.clear(within(dialog).getByLabelText('Display order'));
    await user.type(within(dialog).getByLabelText('Display order'), '3');
    await fill(user, within(dialog).getByLabelText('Icon name'), 'Insights');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(dispatched('services/createRequested')).toEqual([
      servicesActions.createRequested({
        title: 'Data Strategy',
        slug: 'data-strategy',
        shortDescription: '',
        description: '',
        icon: 'Insights',
        imageUrl: '',
        displayOrder: 3,
        isActive: true,
      }),
    ]);

    act(() => {
      store.dispatch(
        requestFailed('services/save', MSG.validation, 400, { slug: 'This slug is already used.' }),
      );
    });
    expect(within(dialog).getByText(MSG.validation)).toBeInTheDocument();
    expect(within(dialog).getByText('This slug is already used.')).toBeInTheDocument();

    act(() => {
      store.dispatch(servicesActions.serviceReceived(makeService({ id: 3, title: 'Data Strategy' })));
      store.dispatch(requestSucceeded('services/save'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Data Strategy')).toBeInTheDocument();
  }, 20_000);

  it('deletes only after confirmation', async () => {
    const { user, store, dispatched } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Cloud Migration' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this service?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dispatched('services/deleteRequested')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Cloud Migration' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this service?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(dispatched('services/deleteRequested')).toEqual([servicesActions.deleteRequested({ id: 1 })]);
    act(() => {
      store.dispatch(requestFailed('services/remove', MSG.forbidden, 403));
    });
    expect(within(confirm).getByText(MSG.forbidden)).toBeInTheDocument();
    act(() => {
      store.dispatch(servicesActions.serviceRemoved({ id: 1 }));
      store.dispatch(requestSucceeded('services/remove'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Cloud Migration')).not.toBeInTheDocument();
  });

  it('adds a feature and removes one after confirmation in the edit dialog', async () => {
    const { user, store, dispatched } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Cloud Migration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cloud Migration' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Cloud Migration');
    const features = within(dialog).getByRole('region', { name: 'Features' });
    await fill(user, within(features).getByLabelText('New feature name'), 'Cost review');
    await user.click(within(features).getByRole('button', { name: 'Add feature' }));
    expect(dispatched('services/itemAddRequested')).toEqual([
      servicesActions.itemAddRequested({
        serviceId: 1,
        kind: 'features',
        item: { name: 'Cost review', description: '' },
      }),
    ]);
    act(() => {
      store.dispatch(
        servicesActions.itemAdded({
          serviceId: 1,
          kind: 'features',
          item: { id: 6, name: 'Cost review', description: '' },
        }),
      );
      store.dispatch(requestSucceeded('services/item:features'));
    });
    expect(within(features).getByText('Cost review')).toBeInTheDocument();
    expect(within(features).getByLabelText('New feature name')).toHaveValue('');

    await user.click(within(features).getByRole('button', { name: 'Remove feature Landing zone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this feature?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(dispatched('services/itemRemoveRequested')).toEqual([
      servicesActions.itemRemoveRequested({ serviceId: 1, kind: 'features', itemId: 5 }),
    ]);
    act(() => {
      store.dispatch(servicesActions.itemRemoved({ serviceId: 1, kind: 'features', itemId: 5 }));
      store.dispatch(requestSucceeded('services/item:features'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove this feature?' })).not.toBeInTheDocument(),
    );
    expect(within(features).queryByText('Landing zone')).not.toBeInTheDocument();
  }, 20_000);
});
