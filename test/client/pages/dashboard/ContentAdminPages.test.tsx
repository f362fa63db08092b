import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentActions } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { takeFile } from '@client/api/fileRegistry';
import { MSG } from '@shared/messages';
import { makeUser, renderRoutes, sessionState } from '@test/client/renderWithProviders';

const admin = sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] }));
const aboutUs = {
  id: 1,
  title: 'About Us',
  content: 'We help.',
  mission: '',
  vision: '',
  values: '',
  images: [{ id: 4, url: '/uploads/about/office.png', caption: 'Our office' }],
};

async function openAboutUs(value: typeof aboutUs | null = aboutUs) {
  const view = renderRoutes('/dashboard/aboutus', { preloadedState: { session: admin } });
  await screen.findByLabelText('Loading', {}, { timeout: 5000 });
  act(() => {
    view.store.dispatch(contentActions.aboutUsSucceeded(value));
  });
  return view;
}

describe('dashboard about-us page', () => {
  it('saves the texts', async () => {
    const { user, store, dispatched } = await openAboutUs();
    expect(dispatched('content/aboutUsRequested')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'About us text' });
    await user.type(within(form).getByLabelText('Mission'), 'Results.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(dispatched('content/aboutUsSaveRequested')).toEqual([
      contentActions.aboutUsSaveRequested({
        title: 'About Us',
        content: 'We help.',
        mission: 'Results.',
        vision: '',
        values: '',
      }),
    ]);
    act(() => {
      store.dispatch(
        contentActions.aboutUsSaveFailed({ error: MSG.validation, fieldErrors: { title: 'Too long' } }),
      );
    });
    expect(within(form).getByText('Too long')).toBeInTheDocument();
  });

  it('uploads an image with a caption and shows the progress', async () => {
    const { user, store, dispatched } = await openAboutUs();
    await user.type(screen.getByLabelText('Caption'), 'The team');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image file'), file);
    const [request] = dispatched('content/imageUploadRequested') as unknown as {
      payload: { fileId: string; caption: string };
    }[];
    expect(request.payload.caption).toBe('The team');
    expect(takeFile(request.payload.fileId)).toBe(file);
    expect(screen.getByLabelText('Caption')).toHaveValue('');

    act(() => {
      store.dispatch(contentActions.imageUploadProgressed({ percent: 40 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Image upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      store.dispatch(
        contentActions.imageUploadSucceeded({
          image: { id: 9, url: '/uploads/about/team.png', caption: 'The team' },
          message: CONTENT_TEXT.imageUploaded,
        }),
      );
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
    expect(dispatched('content/imageUploadRequested')).toHaveLength(0);
  });

  it('deletes an image after confirmation', async () => {
    const { user, store, dispatched } = await openAboutUs();
    await user.click(screen.getByRole('button', { name: 'Delete image Our office' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(dispatched('content/imageDeleteRequested')).toEqual([
      contentActions.imageDeleteRequested({ imageId: 4 }),
    ]);
    act(() => {
      store.dispatch(contentActions.imageDeleteSucceeded({ imageId: 4 }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
  });

  it('asks for the text to be saved before images can be added', async () => {
    await openAboutUs(null);
    expect(screen.getByText('Save the text first; images can be added after that.')).toBeInTheDocument();
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
  };

  it('checks the figures are whole numbers and saves', async () => {
    const { user, store, dispatched } = renderRoutes('/dashboard/homepage', {
      preloadedState: { session: admin },
    });
    await screen.findByLabelText('Loading', {}, { timeout: 5000 });
    expect(dispatched('content/homepageRequested')).toHaveLength(1);
    act(() => {
      store.dispatch(contentActions.homepageSucceeded(homepage));
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
    expect(dispatched('content/homepageSaveRequested')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Hero title/), 'New hero');
    await user.clear(clients);
    await user.type(clients, '95');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(dispatched('content/homepageSaveRequested')).toEqual([
      contentActions.homepageSaveRequested({
        heroTitle: 'New hero',
        heroSubtitle: '',
        heroImageUrl: '',
        ctaText: 'Get a Quote',
        ctaLink: '/request',
        stats: { yearsInBusiness: 10, projectsCompleted: 200, clientsServed: 95, consultantsCount: 25 },
      }),
    ]);
    act(() => {
      store.dispatch(
        contentActions.homepageSaveSucceeded({
          homepage: { ...homepage, heroTitle: 'New hero' },
          message: CONTENT_TEXT.homepageSaved,
        }),
      );
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(CONTENT_TEXT.homepageSaved);
  }, 20_000);
});
