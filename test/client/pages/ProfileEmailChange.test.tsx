import { act, screen } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { requestFailed } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

describe('profile page: confirming a new e-mail address', () => {
  it('says where the code went and sends the typed code through the store', async () => {
    const person = makeUser();
    const { user, store, dispatched } = renderRoutes('/profile', {
      preloadedState: { session: sessionState(person) },
    });
    await screen.findByRole('heading', { name: `${person.name} ${person.surname}` });
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(profileActions.emailChangePending('ada.new@example.com'));
    });
    expect(screen.getByText(`${MSG.emailCodeSentTo} ada.new@example.com.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(dispatched('profile/emailConfirmRequested')).toEqual([
      profileActions.emailConfirmRequested({ code: '123456' }),
    ]);

    act(() => {
      store.dispatch(requestFailed(PROFILE_REQUESTS.emailConfirm, MSG.invalidCode, 400));
    });
    expect(screen.getByText(MSG.invalidCode)).toBeInTheDocument();
  });
});
