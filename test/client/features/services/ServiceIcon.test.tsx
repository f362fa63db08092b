import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the test makes the markup a server would send
import { renderToString } from 'react-dom/server';
import StorageIcon from '@mui/icons-material/Storage';
import { ServiceIcon } from '@client/features/services/ServiceIcon';
import {
  SERVICE_ICON_NAMES,
  isKnownServiceIcon,
  loadServiceIcon,
  loadedServiceIcon,
  serviceIconName,
} from '@client/features/services/serviceIcons';

// Each service icon is a chunk of its own, loaded when a service that names it is shown. The loaded
// icons are the module's for the whole file: each case names icons that no case before it has loaded.

const svgOf = (container: HTMLElement) => container.querySelector('svg');

describe('service icon names', () => {
  it('finds an icon by any spelling of its name, and the generic one for any other', () => {
    expect(serviceIconName('Cloud')).toBe('Cloud');
    expect(serviceIconName(' cloud_icon ')).toBe('Cloud');
    expect(serviceIconName('CloudIcon')).toBe('Cloud');
    expect(serviceIconName('NoSuchIcon')).toBe('BusinessCenter');
    expect(serviceIconName(null)).toBe('BusinessCenter');
    expect(isKnownServiceIcon('support-agent')).toBe(true);
    expect(isKnownServiceIcon('NoSuchIcon')).toBe(false);
    expect(SERVICE_ICON_NAMES).toHaveLength(35);
  });
});

describe('ServiceIcon', () => {
  it('renders the icon a service names once it has loaded', async () => {
    expect(loadedServiceIcon('Cloud')).toBeUndefined();
    const { container } = await act(async () => render(<ServiceIcon name="cloud" aria-hidden />));
    expect(await screen.findByTestId('CloudIcon')).toBe(svgOf(container));
    expect(loadedServiceIcon('Cloud')).toBeDefined();
  });

  it('falls back to the generic icon for a name it does not know', async () => {
    await act(async () => render(<ServiceIcon name="NoSuchIcon" aria-hidden />));
    expect(await screen.findByTestId('BusinessCenterIcon')).toBeInTheDocument();
  });

  it('keeps the icon’s box while the icon loads, so nothing moves when it arrives', async () => {
    expect(loadedServiceIcon('Security')).toBeUndefined();
    const icon = <ServiceIcon name="Security" fontSize="large" sx={{ mr: 1 }} aria-hidden />;
    // What shows while the icon loads: the server's string rendering does not wait for it.
    const waiting = document.createElement('div');
    waiting.innerHTML = renderToString(icon);
    const placeholder = svgOf(waiting);
    expect(placeholder).not.toBeNull();
    expect(placeholder).not.toHaveAttribute('data-testid');
    expect(placeholder?.childElementCount).toBe(0);
    const { className } = placeholder as SVGElement & { className: SVGAnimatedString };
    expect(className.baseVal).toContain('MuiSvgIcon-fontSizeLarge');

    await act(async () => render(icon));
    const loaded = await screen.findByTestId('SecurityIcon');
    expect(loaded.querySelector('path')).not.toBeNull();
    // The same classes, so the same size and spacing, and the same view box.
    expect(loaded.getAttribute('class')).toBe(placeholder?.getAttribute('class'));
    expect(loaded.getAttribute('viewBox')).toBe(placeholder?.getAttribute('viewBox'));
  });
});

describe('a prerendered service icon', () => {
  it('renders at once when its icon has loaded: no empty box, nothing to wait for', async () => {
    expect(loadedServiceIcon('Hub')).toBeUndefined();
    await loadServiceIcon('hub_icon');
    expect(loadedServiceIcon('HubIcon')).toBe(loadedServiceIcon('Hub'));
    expect(loadedServiceIcon('Timeline')).toBeUndefined();
    render(<ServiceIcon name="Hub" aria-hidden />);
    expect(screen.getByTestId('HubIcon')).toBeInTheDocument();
  });

  it('hydrates the markup rendered with it, keeping the element', async () => {
    await loadServiceIcon('Speed');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServiceIcon name="Speed" fontSize="large" aria-hidden />);
    document.body.append(container);
    const rendered = svgOf(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ServiceIcon name="Speed" fontSize="large" aria-hidden />, {
        onRecoverableError,
      }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(svgOf(container)).toBe(rendered);
    expect(rendered).toHaveAttribute('data-testid', 'SpeedIcon');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the server’s markup while its icon loads, and then hydrates it: the page need not wait', async () => {
    expect(loadedServiceIcon('Storage')).toBeUndefined();
    // What the server sends for it: the icon inside the icon's own boundary.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <StorageIcon fontSize="large" aria-hidden />
      </Suspense>,
    );
    document.body.append(container);
    const rendered = svgOf(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ServiceIcon name="Storage" fontSize="large" aria-hidden />, {
        onRecoverableError,
      }),
    );
    await act(async () => {
      await loadServiceIcon('Storage');
    });
    expect(loadedServiceIcon('Storage')).toBeDefined();
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The very element the server sent, never replaced by the empty box.
    expect(svgOf(container)).toBe(rendered);
    expect(rendered).toHaveAttribute('data-testid', 'StorageIcon');
    act(() => root.unmount());
    container.remove();
  });
});
