import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { NotificationBell } from '@client/features/notifications/NotificationBell';
import { TopBar } from '@client/features/siteSettings/TopBar';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { notificationsState, serverNotification } from '@test/client/notificationsState';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderBell = (notifications: ReturnType<typeof notificationsState>) =>
  renderWithProviders(
    <>
      <NotificationBell />
      <Where />
    </>,
    { preloadedState: { session: sessionState(makeUser()), notifications } },
  );

const openPanel = async (user: ReturnType<typeof renderBell>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

describe('NotificationBell', () => {
  it('shows the unread count as a badge, 99+ above 99, and none at 0', () => {
    const { unmount } = renderBell(notificationsState([], a.unreadCountLoaded(120)));
    expect(
      within(screen.getByRole('button', { name: 'Notifications' })).getByText('99+'),
    ).toBeInTheDocument();
    unmount();
    renderBell(notificationsState([], a.unreadCountLoaded(0)));
    expect(screen.getByTestId('notification-badge').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('lists at most 5 unread notifications, newest first, with title, message and time', async () => {
    const items = Array.from({ length: 8 }, (_, i) => serverNotification(i + 1, { isRead: i === 0 }));
    const { user } = renderBell(notificationsState(items, a.unreadCountLoaded(7)));
    const panel = await openPanel(user);
    const rows = within(within(panel).getByRole('list', { name: 'Unread notifications' })).getAllByRole(
      'button',
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Title 2');
    expect(rows[0]).toHaveTextContent('Message 2');
    expect(rows[0]).toHaveTextContent(/[A-Z][a-z]{2} \d{2}, \d{2}:\d{2}/);
    expect(within(panel).getByTestId('unread-line')).toHaveTextContent('7 unread notifications');
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(panel).getByRole('link', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  });

  it('marks an item read first, then opens its project', async () => {
    const items = [serverNotification(3, { additionalData: '{"ProjectId":12}' })];
    const { user, actions } = renderBell(notificationsState(items, a.unreadCountLoaded(1)));
    const panel = await openPanel(user);
    await user.click(within(panel).getByText('Title 3'));
    expect(actions.map((x) => x.type)).toContain(a.markReadRequested.type);
    expect(actions.find((x) => x.type === a.markReadRequested.type)).toEqual(a.markReadRequested(3));
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/12');
  });

  it('offers Mark All Read and Clear All', async () => {
    const { user, dispatched } = renderBell(
      notificationsState([serverNotification(1)], a.unreadCountLoaded(1)),
    );
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Mark All Read' }));
    expect(dispatched(a.markAllReadRequested.type)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    expect(dispatched(a.clearAllRequested.type)).toHaveLength(1);
  });

  it.each([
    ['connected', 'Connected'],
    ['reconnecting', 'Reconnecting'],
    ['error', 'Disconnected'],
    ['disconnected', 'Disconnected'],
  ] as const)('shows the %s connection as %s', async (status, label) => {
    const { user } = renderBell(notificationsState([], a.connectionStatusChanged(status)));
    const panel = await openPanel(user);
    expect(within(panel).getByText(label)).toBeInTheDocument();
    expect(within(panel).getByText('You are all caught up.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('sits in the top bar and the phone drawer for a signed-in user only', async () => {
    const { unmount } = renderWithProviders(<TopBar />, { preloadedState: { session: sessionState(null) } });
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    unmount();

    const { user } = renderWithProviders(<TopBar />, {
      preloadedState: {
        session: sessionState(makeUser()),
        notifications: notificationsState([], a.unreadCountLoaded(3)),
      },
    });
    // One bell for wide screens beside the account menu, one beside the drawer button; CSS shows one.
    expect(await screen.findAllByRole('button', { name: 'Notifications' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawerLink = await screen.findByRole('link', { name: /Notifications/ });
    expect(drawerLink).toHaveAttribute('href', '/notifications');
    expect(drawerLink).toHaveTextContent('3');
  });
});
