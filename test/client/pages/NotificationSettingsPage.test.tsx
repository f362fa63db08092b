import { act, screen, within } from '@testing-library/react';
import NotificationSettingsPage from '@client/pages/notificationSettings/NotificationSettingsPage';
import type { NotificationSettings } from '@shared/contracts/notifications';
import { NOTIFICATION_FAMILIES } from '@shared/domain/notifications';
import { requestsActions } from '@client/lib/requests';
import {
  NOTIFICATION_REQUESTS,
  notificationsActions as a,
} from '@client/features/notifications/notificationsSlice';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { requestFailed } from '@test/client/requests';

const settings: NotificationSettings = {
  families: Object.fromEntries(
    NOTIFICATION_FAMILIES.map((f) => [f, { inApp: true, email: false }]),
  ) as NotificationSettings['families'],
  emailDigest: 'off',
};

const renderPage = () =>
  renderWithProviders(<NotificationSettingsPage />, {
    preloadedState: { session: sessionState(makeUser()) },
  });

describe('NotificationSettingsPage', () => {
  it('loads the settings and shows a switch pair for each of the 10 families', () => {
    const { store, dispatched } = renderPage();
    expect(dispatched(a.settingsRequested.type)).toHaveLength(1);
    expect(screen.getByLabelText('Loading settings')).toBeInTheDocument();
    act(() => {
      store.dispatch(a.settingsLoaded(settings));
    });
    const table = screen.getByRole('table', { name: 'Notification channels by event' });
    expect(within(table).getAllByRole('switch')).toHaveLength(20);
    expect(screen.getByRole('switch', { name: 'Tasks: In-app' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Tasks: E-mail' })).not.toBeChecked();
  });

  it('saves the changed switches and digest', async () => {
    const { store, user, dispatched } = renderPage();
    act(() => {
      store.dispatch(a.settingsLoaded(settings));
    });
    await user.click(screen.getByRole('switch', { name: 'Tasks: E-mail' }));
    await user.click(screen.getByRole('switch', { name: 'Users: In-app' }));
    await user.click(screen.getByRole('combobox', { name: 'E-mail digest' }));
    await user.click(screen.getByRole('option', { name: 'Daily summary' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [saved] = dispatched(a.settingsSaveRequested.type) as ReturnType<typeof a.settingsSaveRequested>[];
    expect(saved.payload.emailDigest).toBe('daily');
    expect(saved.payload.families.tasks).toEqual({ inApp: true, email: true });
    expect(saved.payload.families.users).toEqual({ inApp: false, email: false });
    expect(saved.payload.families.projects).toEqual({ inApp: true, email: false });

    act(() => {
      store.dispatch(requestsActions.started({ key: NOTIFICATION_REQUESTS.saveSettings }));
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => {
      store.dispatch(requestFailed(NOTIFICATION_REQUESTS.saveSettings, 'Could not save.'));
    });
    expect(screen.getByText('Could not save.')).toBeInTheDocument();
  });

  it('offers a retry when the load fails', async () => {
    const { store, user, dispatched } = renderPage();
    act(() => {
      store.dispatch(requestFailed(NOTIFICATION_REQUESTS.settings, 'Settings could not be loaded.'));
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched(a.settingsRequested.type)).toHaveLength(2);
  });
});
