import { act, screen, within } from '@testing-library/react';
import { contentActions } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { renderRoutes, sessionState } from '@test/client/renderWithProviders';
import { stateAfter } from './contentState';

const visitor = { session: sessionState(null) };
const aboutUs = {
  id: 1,
  title: 'Who we are',
  content: 'An independent consultancy.',
  mission: 'Turn technology into results.',
  vision: 'The most trusted partner.',
  values: '',
  images: [{ id: 4, url: '/uploads/about/office.png', caption: 'Our office' }],
};

describe('about page', () => {
  it('shows the title, texts and the gallery with captions', async () => {
    const { content } = stateAfter(contentActions.aboutUsSucceeded(aboutUs));
    const { dispatched } = renderRoutes('/about', { preloadedState: { ...visitor, content } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who we are' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('An independent consultancy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText('The most trusted partner.')).toBeInTheDocument();
    // An empty text leaves its card out.
    expect(screen.queryByRole('heading', { name: 'Our Values' })).not.toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getByRole('img', { name: 'Our office' })).toHaveAttribute(
      'src',
      '/uploads/about/office.png',
    );
    expect(within(gallery).getByText('Our office')).toBeInTheDocument();
    expect(dispatched('content/aboutUsRequested')).toHaveLength(1);
    expect(document.title).toBe('About Us | Anatolia Consulting');
  });

  it('shows a skeleton, an empty state and a failure with Retry', async () => {
    const { store, user, dispatched } = renderRoutes('/about', { preloadedState: visitor });
    expect(await screen.findByLabelText('Loading', {}, { timeout: 5000 })).toBeInTheDocument();
    act(() => {
      store.dispatch(contentActions.aboutUsSucceeded(null));
    });
    expect(screen.getByText('Our story will be told here soon.')).toBeInTheDocument();
    act(() => {
      store.dispatch(contentActions.aboutUsFailed({ error: CONTENT_TEXT.aboutUsLoadFailed }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CONTENT_TEXT.aboutUsLoadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('content/aboutUsRequested')).toHaveLength(2);
  });
});
