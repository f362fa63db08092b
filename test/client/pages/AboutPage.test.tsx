import { act, screen, within } from '@testing-library/react';
import { aboutUsActions } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';
import { stateAfter } from './contentState';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const visitor = { session: sessionState(null) };
const aboutUs = {
  id: 1,
  title: 'Who we are',
  content: 'An independent consultancy.',
  mission: 'Turn technology into results.',
  vision: 'The most trusted partner.',
  values: '',
  images: [{ id: 4, url: '/uploads/about/office.png', caption: 'Our office', displayOrder: 0 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('about page', () => {
  it('shows the title, texts and the gallery with captions', async () => {
    const { content, requests } = stateAfter(
      aboutUsActions.received(aboutUs),
      requestSucceeded('aboutUs/load'),
    );
    const { dispatched } = renderRoutes('/about', { preloadedState: { ...visitor, content, requests } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who we are' })).toBeInTheDocument();
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
    expect(dispatched('aboutUs/fetchRequested')).toHaveLength(1);
    expect(document.title).toBe('About Us | Anatolia Consulting');
  });

  it('shows a skeleton, an empty state for a null answer and a failure with Retry', async () => {
    const { store, user, dispatched } = renderRoutes('/about', { preloadedState: visitor });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(aboutUsActions.received(null));
      store.dispatch(requestSucceeded('aboutUs/load'));
    });
    expect(screen.getByText('Our story will be told here soon.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(requestFailed('aboutUs/load', CONTENT_TEXT.aboutUsLoadFailed));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CONTENT_TEXT.aboutUsLoadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatched('aboutUs/fetchRequested')).toHaveLength(2);
  });
});
