import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { takeFile } from '@client/lib/fileRegistry';
import { requestsActions } from '@client/lib/requests';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

async function openProfile(user = makeUser()) {
  const view = renderRoutes('/profile', { preloadedState: { session: sessionState(user) } });
  await screen.findByRole('heading', { name: `${user.name} ${user.surname}` });
  return view;
}

describe('profile page', () => {
  it('asks for the profile on mount and shows the account details', async () => {
    const { dispatched } = await openProfile();
    expect(dispatched('profile/fetchRequested')).toHaveLength(1);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('+90 555 123 45 67')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(document.title).toBe('My Profile | Anatolia Consulting');
  });

  it('edits the profile through the store', async () => {
    const { user, store, dispatched } = await openProfile(makeUser({ photo: '/uploads/ada.png' }));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const first = screen.getByLabelText('First name');
    expect(first).toHaveValue('Ada');
    await user.clear(first);
    await fill(user, first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [request] = dispatched('profile/updateRequested');
    expect(request).toEqual(
      profileActions.updateRequested({
        userName: 'ada',
        email: 'ada@example.com',
        name: 'Augusta',
        surname: 'Lovelace',
        phoneNumber: '+90 555 123 45 67',
        photo: '/uploads/ada.png',
      }),
    );
    act(() => {
      store.dispatch(requestsActions.started({ key: PROFILE_REQUESTS.update }));
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => {
      store.dispatch(sessionActions.userUpdated(makeUser({ name: 'Augusta', photo: '/uploads/ada.png' })));
      store.dispatch(requestSucceeded(PROFILE_REQUESTS.update, MSG.profileUpdated));
    });
    expect(screen.getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.profileUpdated);
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('keeps the form open with the error when saving fails, and Cancel leaves it', async () => {
    const { user, store } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveFocus();

    act(() => {
      store.dispatch(requestFailed(PROFILE_REQUESTS.update, MSG.userNameTaken, 400));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.userNameTaken);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('uploads a photo through the file registry and shows the progress', async () => {
    const { user, store, dispatched } = await openProfile();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    const [request] = dispatched('profile/photoUploadRequested') as unknown as {
      payload: { fileId: string };
    }[];
    expect(takeFile(request.payload.fileId)).toBe(file);

    act(() => {
      store.dispatch(requestsActions.started({ key: PROFILE_REQUESTS.photo }));
      store.dispatch(profileActions.photoUploadProgressed({ percent: 40 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveAttribute('aria-disabled', 'true');

    act(() => {
      store.dispatch(sessionActions.userUpdated({ photo: '/uploads/new.png' }));
      store.dispatch(requestSucceeded(PROFILE_REQUESTS.photo));
    });
    expect(screen.queryByRole('progressbar', { name: 'Photo upload progress' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/uploads/new.png',
    );
  });

  it('refuses a wrong type or a file over 5 MiB before sending anything', async () => {
    const { dispatched } = await openProfile();
    const input = screen.getByLabelText('Photo file');
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.unsupportedImage);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fileTooLarge);
    expect(dispatched('profile/photoUploadRequested')).toHaveLength(0);
  });

  it('shows the upload failure', async () => {
    const { store } = await openProfile();
    act(() => {
      store.dispatch(profileActions.photoUploadRequested({ fileId: 'x' }));
      store.dispatch(requestFailed(PROFILE_REQUESTS.photo, MSG.photoUpload, 0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.photoUpload);
  });

  it('changes the password with an e-mailed code', async () => {
    const { user, store, dispatched } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(dispatched('profile/passwordCodeRequested')).toHaveLength(1);
    act(() => {
      store.dispatch(requestSucceeded(PROFILE_REQUESTS.passwordCode, MSG.passwordChangeCodeSent));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(within(dialog).getByText(MSG.codeNotEntered)).toBeInTheDocument();
    expect(dispatched('profile/passwordChangeRequested')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Verification code'), '111222');
    await fill(user, within(dialog).getByLabelText('New password'), 'brand-new-pass');
    await fill(user, within(dialog).getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.keyboard('{Enter}');
    expect(dispatched('profile/passwordChangeRequested')).toEqual([
      profileActions.passwordChangeRequested({
        code: '111222',
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      }),
    ]);
    act(() => {
      store.dispatch(requestFailed(PROFILE_REQUESTS.password, MSG.invalidCode, 400));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.invalidCode);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dispatched(requestsActions.reset.type)).toContainEqual(profileActions.passwordChangeCancelled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the dialog and reports success', async () => {
    const { store } = await openProfile();
    act(() => {
      store.dispatch(requestSucceeded(PROFILE_REQUESTS.passwordCode, MSG.passwordChangeCodeSent));
    });
    await screen.findByRole('dialog');
    act(() => {
      store.dispatch(requestSucceeded(PROFILE_REQUESTS.password, MSG.passwordUpdated));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.passwordUpdated);
  });

  it('shows the code request failure', async () => {
    const { store } = await openProfile();
    act(() => {
      store.dispatch(requestFailed(PROFILE_REQUESTS.passwordCode, MSG.userInfoNotFound, 0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.userInfoNotFound);
  });
});
