import type { SiteSettingsInput } from './contracts/siteSettings';

/**
 * Built-in site settings: used by the client when the load fails or a field is empty, and by the
 * server to seed a new database (docs/requirements.md#site-settings).
 */
export const SITE_DEFAULTS: SiteSettingsInput = {
  siteName: 'Anatolia Consulting',
  siteTitle: 'Anatolia Consulting | Professional Consulting Services',
  siteDescription:
    'Professional consulting services for digital transformation, ERP, project management and IT.',
  companyName: 'Anatolia Consulting Ltd.',
  companySlogan: 'Professional consulting services that move your business forward',
  companyEmail: 'info@anatolia-consulting.com',
  companyPhone: '+90 212 555 01 00',
  companyAddress: 'Levent Mah. Büyükdere Cad. No: 100, Beşiktaş, Istanbul, Turkey',
  faviconUrl: '',
  logoText: 'AC',
  logoBgColor: '',
  socialLinkedIn: 'https://www.linkedin.com/',
  socialTwitter: 'https://twitter.com/',
  socialFacebook: 'https://www.facebook.com/',
  socialInstagram: 'https://www.instagram.com/',
  keywords: 'digital transformation, ERP, project management, IT consulting',
};
