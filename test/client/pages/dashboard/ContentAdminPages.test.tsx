import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aboutUsActions, homepageActions } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { takeFile } from '@client/lib/fileRegistry';
import { MSG } from '@shared/messages';
import { makeUser, renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));
const aboutUs = {
  id: 1,
  title: 'About Us',
  content: 'We help.',
  mission: '',
  vision: '',
  values: '',
  images: [{ id: 4, url: '/uploads/about/office.png', caption: 'Our office', displayOrder: 0 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function openAboutUs(value: typeof aboutUs | null = aboutUs) {
  const view = renderRoutes('/dashboard/aboutus', { preloadedState: { session: admin } });
  await screen.findByLabelText('Loading');
  act(() => {
    view.store.dispatch(aboutUsActions.received(value));
    view.store.dispatch(requestSucceeded('aboutUs/load'));
  });
  return view;
}

describe('dashboard about-us page', () => {
  it('saves the texts', async () => {
    const { user, store, dispatched } = await openAboutUs();
    expect(dispatched('aboutUs/fetchRequested')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'About us text' });
    await fill(user, within(form).getByLabelText('Mission'), 'Results.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(dispatched('aboutUs/saveRequested')).toEqual([
      aboutUsActions.saveRequested({
        title: 'About Us',
        content: 'We help.',
        mission: 'Results.',
        vision: '',
        values: '',
      }),
    ]);
    act(() => {
      store.dispatch(requestFailed('aboutUs/save', MSG.validation, 400, { title: 'Too long' }));
    });
    expect(within(form).getByText('Too long')).toBeInTheDocument();
  });

  it('uploads an image with a caption and shows the progress', async () => {
    const { user, store, dispatched } = await openAboutUs();
    await fill(user, screen.getByLabelText('Caption'), 'The team');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image file'), file);
    const [request] = dispatched('aboutUs/imageUploadRequested') as unknown as {
      payload: { fileId: string; caption: string };
    }[];
    expect(request.payload.caption).toBe('The team');
    expect(takeFile(request.payload.fileId)).toBe(file);
    expect(screen.getByLabelText('Caption')).toHaveValue('');

    act(() => {
      store.dispatch(aboutUsActions.imageUploadProgressed({ percent: 40 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Image upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      store.dispatch(aboutUsActions.imageUploadEnded());
      store.dispatch(
        aboutUsActions.received({
          ...aboutUs,
          images: [
            ...aboutUs.images,
            { id: 9, url: '/uploads/about/team.png', caption: 'The team', displayOrder: 1 },
          ],
        }),
      );
      store.dispatch(requestSucceeded('aboutUs/imageUpload', CONTENT_TEXT.imageUploaded));
    });
    expect(screen.queryByRole('progressbar', { name: 'Image upload progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The team' })).toHaveAttribute('src', '/uploads/about/team.png');
  });

  it('refuses a wrong file type before sending anything', async () => {
    const { dispatched } = await openAboutUs();
    fireEvent.change(screen.getByLabelText('Image file'), {
      target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText(MSG.unsupportedImage)).toBeInTheDocument();
    expect(dispatched('aboutUs/imageUploadRequested')).toHaveLength(0);
  });

  it('deletes an image after confirmation', async () => {
    const { user, store, dispatched } = await openAboutUs();
    await user.click(screen.getByRole('button', { name: 'Delete image Our office' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(dispatched('aboutUs/imageDeleteRequested')).toEqual([
      aboutUsActions.imageDeleteRequested({ imageId: 4 }),
    ]);
    act(() => {
      store.dispatch(aboutUsActions.received({ ...aboutUs, images: [] }));
      store.dispatch(requestSucceeded('aboutUs/imageDelete'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
  });

  it('starts an empty form when nothing is written yet (a null answer)', async () => {
    await openAboutUs(null);
    const form = screen.getByRole('form', { name: 'About us text' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('About Us');
    for (const label of ['Content', 'Mission', 'Vision', 'Values']) {
      expect(within(form).getByLabelText(label)).toHaveValue('');
    }
    // No error: the only notice is the hint about images.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Save the text first; images can be added after that.',
    ]);
    expect(screen.queryByLabelText('Image file')).not.toBeInTheDocument();
  });
});

describe('dashboard homepage page', () => {
  const homepage = {
    id: 2,
    heroTitle: 'Hero',
    heroSubtitle: '',
    heroImageUrl: '',
    ctaText: 'Get a Quote',
    ctaLink: '/request',
    stats: { yearsInBusiness: 10, projectsCompleted: 200, clientsServed: 80, consultantsCount: 25 },
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('starts an empty form when nothing is written yet (a null answer)', async () => {
    const { store } = renderRoutes('/dashboard/homepage', { preloadedState: { session: admin } });
    await screen.findByLabelText('Loading');
    act(() => {
      store.dispatch(homepageActions.received(null));
      store.dispatch(requestSucceeded('homepage/load'));
    });
    const form = screen.getByRole('form', { name: 'Homepage content' });
    expect(within(form).getByLabelText(/^Hero title/)).toHaveValue('');
    expect(within(form).getByLabelText('Clients served')).toHaveValue(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the figures are whole numbers and saves', async () => {
    const { user, store, dispatched } = renderRoutes('/dashboard/homepage', {
      preloadedState: { session: admin },
    });
    await screen.findByLabelText('Loading');
    expect(dispatched('homepage/fetchRequested')).toHaveLength(1);
    act(() => {
      store.dispatch(homepageActions.received(homepage));
      store.dispatch(requestSucceeded('homepage/load'));
    });
    const form = screen.getByRole('form', { name: 'Homepage content' });
    const clients = within(form).getByLabelText('Clients served');
    expect(clients).toHaveValue(80);
    await user.clear(clients);
    await user.type(clients, '-5');
    await user.clear(within(form).getByLabelText(/^Hero title/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Hero title is required.')).toBeInTheDocument();
    expect(within(form).getByText('Clients served must be between 0 and 10000000.')).toBeInTheDocument();
    expect(dispatched('homepage/saveRequested')).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/^Hero title/), 'New hero');
    await user.clear(clients);
    await user.type(clients, '95');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(dispatched('homepage/saveRequested')).toEqual([
      homepageActions.saveRequested({
        heroTitle: 'New hero',
        heroSubtitle: '',
        heroImageUrl: '',
        ctaText: 'Get a Quote',
        ctaLink: '/request',
        stats: { yearsInBusiness: 10, projectsCompleted: 200, clientsServed: 95, consultantsCount: 25 },
      }),
    ]);
    act(() => {
      store.dispatch(homepageActions.received({ ...homepage, heroTitle: 'New hero' }));
      store.dispatch(requestSucceeded('homepage/save', CONTENT_TEXT.homepageSaved));
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(CONTENT_TEXT.homepageSaved);
  }, 20_000);
});
