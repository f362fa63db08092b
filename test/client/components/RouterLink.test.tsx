import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterLink, RouterNavLink } from '@client/components/RouterLink';

function renderAt(path: string, ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/about', element: ui },
      { path: '/dashboard/*', element: ui },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterLink', () => {
  it('is an anchor to the path whose plain click moves the router, with its state', async () => {
    const onClick = jest.fn();
    const router = renderAt(
      '/',
      <RouterLink to="/about" state={{ from: '/' }} onClick={onClick}>
        About
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.location.state).toEqual({ from: '/' });
  });

  it('leaves a modified click, another target and a prevented click to the browser', () => {
    const router = renderAt(
      '/',
      <>
        <RouterLink to="/about">Plain</RouterLink>
        <RouterLink to="/about" target="_blank">
          Elsewhere
        </RouterLink>
        <RouterLink to="/about" onClick={(event) => event.preventDefault()}>
          Prevented
        </RouterLink>
      </>,
    );
    // What the browser would do (open a tab, follow the link) is not jsdom's to do.
    const browserDefault = (event: Event) => event.preventDefault();
    window.addEventListener('click', browserDefault);
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('link', { name: 'Prevented' }));
    window.removeEventListener('click', browserDefault);
    expect(router.state.location.pathname).toBe('/');
  });

  it('replaces the current entry when asked to', async () => {
    const router = renderAt(
      '/',
      <RouterLink to="/about" replace>
        About
      </RouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('RouterNavLink', () => {
  const nav = (
    <nav>
      <RouterNavLink to="/dashboard" end className="item">
        Overview
      </RouterNavLink>
      <RouterNavLink to="/dashboard/settings">Settings</RouterNavLink>
    </nav>
  );

  it('marks the link to the page shown, and an end link only on its own path', () => {
    renderAt('/dashboard/settings/branding', nav);
    const overview = screen.getByRole('link', { name: 'Overview' });
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-current', 'page');
    expect(settings).toHaveClass('active');
    expect(overview).not.toHaveAttribute('aria-current');
    expect(overview).toHaveClass('item');
    expect(overview).not.toHaveClass('active');
  });

  it('marks an end link on its own path, keeping its class', () => {
    renderAt('/dashboard', nav);
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-current', 'page');
    expect(overview).toHaveClass('item', 'active');
  });
});
