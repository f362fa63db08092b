import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import NotificationsPage from '@client/pages/notifications/NotificationsPage';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { notificationsState, serverNotification } from '@test/client/notificationsState';
import { requestSucceeded } from '@test/client/requests';

const renderPage = (notifications: ReturnType<typeof notificationsState>) =>
  renderWithProviders(<NotificationsPage />, {
    preloadedState: { session: sessionState(makeUser()), notifications },
  });

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Notification list' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('NotificationsPage', () => {
  it('asks for read and unread notifications and shows skeletons until they arrive', () => {
    const { dispatched } = renderPage(notificationsState([], a.fetchRequested()));
    expect(dispatched(a.fetchRequested.type)).toEqual([a.fetchRequested({ includeRead: true, limit: 50 })]);
    expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
  });

  it('says so when there are none', () => {
    const { store } = renderPage(notificationsState([]));
    act(() => {
      store.dispatch(a.listReceived([]));
      store.dispatch(requestSucceeded(NOTIFICATION_REQUESTS.list));
    });
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('filters by read state and by type', async () => {
    const items = [
      serverNotification(1, { type: 'task_created' }),
      serverNotification(2, { type: 'project_created', isRead: true }),
      serverNotification(3, { type: 'task_created', isRead: true }),
    ];
    const { user } = renderPage(notificationsState(items));
    expect(rowTitles()).toEqual(['Title 1', 'Title 2', 'Title 3']);

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(rowTitles()).toEqual(['Title 1']);
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(rowTitles()).toEqual(['Title 2', 'Title 3']);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Task created' }));
    expect(rowTitles()).toEqual(['Title 3']);

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(rowTitles()).toEqual(['Title 1']);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Project created' }));
    expect(screen.getByText('No notifications match these filters')).toBeInTheDocument();
  });

  it('marks one read and deletes one after confirmation', async () => {
    const { user, dispatched } = renderPage(
      notificationsState([serverNotification(1), serverNotification(2)]),
    );
    await user.click(screen.getByRole('button', { name: 'Mark "Title 1" as read' }));
    expect(dispatched(a.markReadRequested.type)).toEqual([a.markReadRequested(1)]);

    await user.click(screen.getByRole('button', { name: 'Delete "Title 2"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(dispatched(a.deleteRequested.type)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete "Title 2"' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(dispatched(a.deleteRequested.type)).toEqual([a.deleteRequested(2)]);
  });

  it('pages through the list 10 at a time', async () => {
    const items = Array.from({ length: 23 }, (_, i) => serverNotification(i + 1));
    const { user } = renderPage(notificationsState(items, a.unreadCountLoaded(23)));
    expect(rowTitles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(rowTitles()).toEqual(['Title 21', 'Title 22', 'Title 23']);
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
  });
});
