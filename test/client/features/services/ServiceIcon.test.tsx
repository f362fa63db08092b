import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- the test makes the markup a server would send
import { renderToString } from 'react-dom/server';
import StorageIcon from '@mui/icons-material/Storage';
import { ServiceIcon } from '@client/features/services/ServiceIcon';
import {
  SERVICE_ICON_NAMES,
  isKnownServiceIcon,
  loadedServiceIcon,
  preloadServiceIcons,
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
    const { container } = render(<ServiceIcon name="cloud" aria-hidden />);
    expect(await screen.findByTestId('CloudIcon')).toBe(svgOf(container));
    expect(loadedServiceIcon('Cloud')).toBeDefined();
  });

  it('falls back to the generic icon for a name it does not know', async () => {
    render(<ServiceIcon name="NoSuchIcon" aria-hidden />);
    expect(await screen.findByTestId('BusinessCenterIcon')).toBeInTheDocument();
  });

  it('keeps the icon’s box while the icon loads, so nothing moves when it arrives', async () => {
    expect(loadedServiceIcon('Security')).toBeUndefined();
    const { container } = render(<ServiceIcon name="Security" fontSize="large" sx={{ mr: 1 }} aria-hidden />);
    const placeholder = svgOf(container);
    expect(placeholder).not.toBeNull();
    expect(placeholder).not.toHaveAttribute('data-testid');
    expect(placeholder?.childElementCount).toBe(0);
    const { className } = placeholder as SVGElement & { className: SVGAnimatedString };
    expect(className.baseVal).toContain('MuiSvgIcon-fontSizeLarge');

    const icon = await screen.findByTestId('SecurityIcon');
    expect(icon.querySelector('path')).not.toBeNull();
    // The same classes, so the same size and spacing, and the same view box.
    expect(icon.getAttribute('class')).toBe(placeholder?.getAttribute('class'));
    expect(icon.getAttribute('viewBox')).toBe(placeholder?.getAttribute('viewBox'));
  });
});

describe('preloadServiceIcons', () => {
  it('loads the named icons, each once, so that they render at once', async () => {
    expect(loadedServiceIcon('Gavel')).toBeUndefined();
    expect(loadedServiceIcon('Hub')).toBeUndefined();
    await preloadServiceIcons(['Gavel', 'hub_icon', 'Gavel', 'NoSuchIcon', null]);
    expect(loadedServiceIcon('Gavel')).toBeDefined();
    expect(loadedServiceIcon('HubIcon')).toBe(loadedServiceIcon('Hub'));
    expect(loadedServiceIcon('Anything else')).toBe(loadedServiceIcon('BusinessCenter'));
    expect(loadedServiceIcon('Timeline')).toBeUndefined();

    // The first render already has the icon: no empty box, nothing to wait for.
    render(<ServiceIcon name="Hub" aria-hidden />);
    expect(screen.getByTestId('HubIcon')).toBeInTheDocument();
  });

  it('lets a preloaded icon hydrate the markup rendered with it, keeping the element', async () => {
    await preloadServiceIcons(['Speed']);
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

  it('is needed: an icon not yet loaded when the page hydrates does not match its markup', async () => {
    expect(loadedServiceIcon('Storage')).toBeUndefined();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StorageIcon fontSize="large" aria-hidden />);
    document.body.append(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ServiceIcon name="Storage" fontSize="large" aria-hidden />, {
        onRecoverableError,
      }),
    );
    // React tells the root, with an error naming the mismatch, and draws the part again.
    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/server rendered HTML|hydrat/i);
    act(() => root.unmount());
    container.remove();
  });
});
