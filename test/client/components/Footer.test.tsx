import { screen } from '@testing-library/react';
import { Footer } from '@client/features/siteSettings/Footer';
import { initialSiteSettingsState } from '@client/features/siteSettings/siteSettingsSlice';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { renderWithProviders } from '@test/client/renderWithProviders';

describe('Footer', () => {
  it('shows the company details, social links and copyright', () => {
    renderWithProviders(<Footer />, {
      preloadedState: {
        siteSettings: {
          ...initialSiteSettingsState,
          data: {
            id: 1,
            ...SITE_DEFAULTS,
            companyName: 'Bosphorus Advisory A.Ş.',
            companyEmail: 'hello@bosphorus.example',
            socialTwitter: 'https://twitter.com/bosphorus',
            companySlogan: '',
          },
        },
      },
    });
    const year = new Date().getFullYear();
    expect(screen.getByText('Bosphorus Advisory A.Ş.')).toBeInTheDocument();
    // An empty slogan falls back to the default one.
    expect(screen.getByText(SITE_DEFAULTS.companySlogan)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@bosphorus.example' })).toHaveAttribute(
      'href',
      'mailto:hello@bosphorus.example',
    );
    expect(screen.getByRole('link', { name: SITE_DEFAULTS.companyPhone })).toHaveAttribute(
      'href',
      'tel:+902125550100',
    );
    expect(screen.getByText(SITE_DEFAULTS.companyAddress)).toBeInTheDocument();
    for (const [name, href] of [
      ['LinkedIn', SITE_DEFAULTS.socialLinkedIn],
      ['Twitter', 'https://twitter.com/bosphorus'],
      ['Facebook', SITE_DEFAULTS.socialFacebook],
      ['Instagram', SITE_DEFAULTS.socialInstagram],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByText(`© ${year} Bosphorus Advisory A.Ş. All rights reserved.`)).toBeInTheDocument();
  });
});
