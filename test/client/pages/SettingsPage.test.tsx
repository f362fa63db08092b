import { act, fireEvent, screen, within } from '@testing-library/react';
import { siteSettingsActions } from '@client/features/siteSettings/siteSettingsSlice';
import { requestsActions } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const saved = {
  id: 3,
  ...SITE_DEFAULTS,
  siteName: 'Bosphorus Advisory',
  logoText: 'BA',
  logoBgColor: '#123456',
};

/** The admin opens the page; the page's own fresh read answers with `saved`. */
async function openSettings() {
  const view = renderRoutes('/dashboard/settings', {
    preloadedState: { session: sessionState(makeUser({ roleId: 1 })) },
  });
  await screen.findByRole('heading', { name: 'Site settings', level: 1 });
  expect(view.dispatched(siteSettingsActions.fetchRequested.type)).toHaveLength(1);
  act(() => {
    view.store.dispatch(siteSettingsActions.received(saved));
    view.store.dispatch(requestSucceeded('siteSettings/load'));
  });
  await screen.findByRole('form', { name: 'Site settings' });
  return view;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input,textarea' }), { target: { value } });
const topBar = () => screen.getByTestId('Top bar preview');
const footer = () => screen.getByTestId('Footer preview');

describe('site settings page', () => {
  it('shows every field, grouped, starting from the saved settings', async () => {
    await openSettings();
    for (const group of ['Site', 'Branding', 'Company', 'Social']) {
      expect(screen.getByRole('heading', { name: group, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Site name/)).toHaveValue('Bosphorus Advisory');
    expect(screen.getByLabelText('Logo text')).toHaveValue('BA');
    expect(screen.getByLabelText('Pick logo background colour')).toHaveValue('#123456');
    expect(screen.getByLabelText('Instagram URL')).toHaveValue(SITE_DEFAULTS.socialInstagram);
    expect(document.title).toMatch(/^Site settings \| /);
  });

  it('updates the top bar and footer previews as the admin types', async () => {
    await openSettings();
    expect(within(topBar()).getByText('Bosphorus Advisory')).toBeInTheDocument();
    fill(/^Site name/, 'Golden Horn Partners');
    fill('Logo text', 'GH');
    expect(within(topBar()).getByText('Golden Horn Partners')).toBeInTheDocument();
    expect(within(topBar()).getByTestId('logo-box')).toHaveTextContent('GH');
    fireEvent.change(screen.getByLabelText('Pick logo background colour'), { target: { value: '#00aa55' } });
    expect(screen.getByLabelText('Logo background colour')).toHaveValue('#00aa55');
    expect(within(topBar()).getByTestId('logo-box')).toHaveStyle({ backgroundColor: '#00aa55' });

    fill('Company name', 'Golden Horn Ltd.');
    fill('Slogan', 'Advice that ships');
    fill('Company phone', '+90 212 000 00 00');
    fill('Twitter URL', 'https://twitter.com/goldenhorn');
    expect(within(footer()).getByText('Advice that ships')).toBeInTheDocument();
    expect(within(footer()).getByText(/© \d{4} Golden Horn Ltd\. All rights reserved\./)).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/goldenhorn',
    );
    // An emptied field previews its default, as the shell would show it.
    fill('Slogan', '');
    expect(within(footer()).getByText(SITE_DEFAULTS.companySlogan)).toBeInTheDocument();
  });

  it('saves every field with saveRequested', async () => {
    const { user, dispatched, store } = await openSettings();
    fill(/^Site name/, '  Golden Horn Partners ');
    fill('Keywords', 'ERP, strategy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const { id: _id, ...fields } = saved;
    expect(dispatched(siteSettingsActions.saveRequested.type)).toEqual([
      siteSettingsActions.saveRequested({
        ...fields,
        siteName: 'Golden Horn Partners',
        keywords: 'ERP, strategy',
      }),
    ]);
    // Every field is sent; the saga adds the stored record's id.
    const [sent] = dispatched(siteSettingsActions.saveRequested.type);
    expect(Object.keys(sent.payload as object).sort()).toEqual(Object.keys(SITE_DEFAULTS).sort());
    // The saga records the save as pending (sagas do not run here).
    act(() => {
      store.dispatch(requestsActions.started({ key: 'siteSettings/save' }));
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => {
      store.dispatch(siteSettingsActions.received({ ...saved, siteName: 'Golden Horn Partners' }));
      store.dispatch(requestSucceeded('siteSettings/save', MSG.siteSettingsSaved));
    });
    expect(screen.getByText(MSG.siteSettingsSaved)).toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed('siteSettings/save', MSG.siteSettingsUpdate));
    });
    expect(screen.getByText(MSG.siteSettingsUpdate)).toBeInTheDocument();
  });

  it('blocks saving invalid values and names the problem', async () => {
    const { user, dispatched } = await openSettings();
    fill(/^Site name/, '');
    fill('Logo text', 'ABCDE');
    fill('Logo background colour', 'not a colour!');
    fill('Company e-mail', 'nobody');
    fill('LinkedIn URL', 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Site name is required.')).toBeInTheDocument();
    expect(screen.getByText('Logo text must be at most 4 characters.')).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidColour)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.invalidUrl)).toBeInTheDocument();
    expect(dispatched(siteSettingsActions.saveRequested.type)).toHaveLength(0);
  });

  it('discards the draft back to the saved values', async () => {
    const { user } = await openSettings();
    fill(/^Site name/, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText(/^Site name/)).toHaveValue('Bosphorus Advisory');
  });
});
