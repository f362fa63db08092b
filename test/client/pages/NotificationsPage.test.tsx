import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import NotificationsPage from '@client/pages/notifications/NotificationsPage';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { notificationsState, serverNotification } from '@test/client/notificationsState';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { requestsActions } from '@client/lib/requests';

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

  describe("the user's own notifications", () => {
    it('asks for their unread count and shows it once known', () => {
      const { store, dispatched } = renderPage(notificationsState([serverNotification(1)]));
      expect(dispatched(a.ownUnreadCountRequested.type)).toEqual([a.ownUnreadCountRequested()]);
      expect(screen.queryByText(/unread addressed to you/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark Mine Read' })).toBeDisabled();
      act(() => {
        store.dispatch(a.ownUnreadCountLoaded(1234));
      });
      expect(screen.getByText('1,234 unread addressed to you')).toBeInTheDocument();
    });

    it('marks them read beside Mark All Read, and not when none is unread', async () => {
      const { store, user, dispatched } = renderPage(
        notificationsState([serverNotification(1)], a.unreadCountLoaded(3), a.ownUnreadCountLoaded(2)),
      );
      expect(screen.getByText('2 unread addressed to you')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Mark Mine Read' }));
      expect(dispatched(a.markOwnReadRequested.type)).toEqual([a.markOwnReadRequested()]);
      expect(dispatched(a.markAllReadRequested.type)).toEqual([]);

      act(() => {
        store.dispatch(a.ownMarkedRead());
      });
      expect(screen.getByText('0 unread addressed to you')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark Mine Read' })).toBeDisabled();
      // Role notifications may still be unread: Mark All Read stays offered.
      expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeEnabled();
    });
  });

  describe('Load more', () => {
    const full = () => Array.from({ length: 50 }, (_, i) => serverNotification(i + 1, { isRead: true }));

    it('is offered after a full first page and asks for the next one', async () => {
      const { user, dispatched } = renderPage(
        notificationsState(full(), requestSucceeded(NOTIFICATION_REQUESTS.list)),
      );
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(dispatched(a.olderRequested.type)).toEqual([a.olderRequested()]);
    });

    it('is not offered when the first page holds everything', () => {
      renderPage(notificationsState([serverNotification(1)], requestSucceeded(NOTIFICATION_REQUESTS.list)));
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('adds the older page to the pages of the list, and waits while it loads', async () => {
      const { store, user } = renderPage(
        notificationsState(full(), requestSucceeded(NOTIFICATION_REQUESTS.list)),
      );
      expect(screen.getByRole('button', { name: 'Go to page 5' })).toBeInTheDocument();
      act(() => {
        store.dispatch(requestsActions.started({ key: NOTIFICATION_REQUESTS.older }));
      });
      expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
      const older = Array.from({ length: 3 }, (_, i) => serverNotification(51 + i, { isRead: true }));
      act(() => {
        store.dispatch(a.olderReceived(older, false));
        store.dispatch(requestSucceeded(NOTIFICATION_REQUESTS.older));
      });
      await user.click(screen.getByRole('button', { name: 'Go to page 6' }));
      expect(rowTitles()).toEqual(['Title 51', 'Title 52', 'Title 53']);
      // A short page was the last one.
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('says when the older page could not be loaded, and lets the user try again', () => {
      const { store } = renderPage(notificationsState(full(), requestSucceeded(NOTIFICATION_REQUESTS.list)));
      act(() => {
        store.dispatch(requestFailed(NOTIFICATION_REQUESTS.older, 'Notifications could not be loaded.'));
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
      expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    });
  });
});
