import type { SiteSettingsField, SiteSettingsInput } from '@shared/contracts/siteSettings';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { emailShape, required, type Validator } from '@client/components/forms/validation';

export interface SettingsFieldSpec {
  name: SiteSettingsField;
  label: string;
  /** The server's limit (src/shared/contracts/siteSettings.ts). */
  max: number;
  kind?: 'text' | 'multiline' | 'url' | 'email' | 'color';
  helper?: string;
  required?: boolean;
}

export interface SettingsSectionSpec {
  title: string;
  fields: SettingsFieldSpec[];
}

export const SITE_SECTION: SettingsSectionSpec = {
  title: 'Site',
  fields: [
    { name: 'siteName', label: 'Site name', max: 100, required: true, helper: 'Shown in the top bar.' },
    {
      name: 'siteTitle',
      label: 'Site title',
      max: 200,
      helper: 'The browser title of pages without their own.',
    },
    { name: 'siteDescription', label: 'Site description', max: 1000, kind: 'multiline' },
    { name: 'keywords', label: 'Keywords', max: 1000, kind: 'multiline', helper: 'Separated by commas.' },
    {
      name: 'faviconUrl',
      label: 'Favicon URL',
      max: 500,
      kind: 'url',
      helper: 'Also replaces the logo text.',
    },
  ],
};

export const BRANDING_SECTION: SettingsSectionSpec = {
  title: 'Branding',
  fields: [
    { name: 'logoText', label: 'Logo text', max: 4, helper: 'Up to 4 characters.' },
    {
      name: 'logoBgColor',
      label: 'Logo background colour',
      max: 50,
      kind: 'color',
      helper: "Empty means the theme's secondary colour.",
    },
  ],
};

export const COMPANY_SECTION: SettingsSectionSpec = {
  title: 'Company',
  fields: [
    { name: 'companyName', label: 'Company name', max: 200 },
    { name: 'companySlogan', label: 'Slogan', max: 300 },
    { name: 'companyEmail', label: 'Company e-mail', max: 254, kind: 'email' },
    { name: 'companyPhone', label: 'Company phone', max: 50 },
    { name: 'companyAddress', label: 'Company address', max: 500, kind: 'multiline' },
  ],
};

export const SOCIAL_SECTION: SettingsSectionSpec = {
  title: 'Social',
  fields: [
    { name: 'socialLinkedIn', label: 'LinkedIn URL', max: 500, kind: 'url' },
    { name: 'socialTwitter', label: 'Twitter URL', max: 500, kind: 'url' },
    { name: 'socialFacebook', label: 'Facebook URL', max: 500, kind: 'url' },
    { name: 'socialInstagram', label: 'Instagram URL', max: 500, kind: 'url' },
  ],
};

export const SETTINGS_SECTIONS = [SITE_SECTION, BRANDING_SECTION, COMPANY_SECTION, SOCIAL_SECTION];
export const SETTINGS_FIELDS = SETTINGS_SECTIONS.flatMap((s) => s.fields);

const maxLength =
  (label: string, max: number): Validator =>
  (value) =>
    value.trim().length > max ? `${label} must be at most ${max} characters.` : null;

// The server's rule: http(s) URLs or same-site paths, so no javascript: link reaches every page.
const urlOrPath: Validator = (value) => {
  const v = value.trim();
  return v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v) ? null : MSG.invalidUrl;
};

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Hex, a CSS colour name or function, or a theme palette path such as secondary.main.
const colour: Validator = (value) => {
  const v = value.trim();
  const ok =
    v === '' ||
    HEX_COLOUR.test(v) ||
    /^[a-z]+$/i.test(v) ||
    /^[a-z]+\.[a-z]+$/i.test(v) ||
    /^(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(v);
  return ok ? null : 'Enter a colour such as #1976d2, or leave it empty.';
};

export const SETTINGS_RULES: Partial<Record<SiteSettingsField, Validator[]>> = Object.fromEntries(
  SETTINGS_FIELDS.map((f) => {
    const rules: Validator[] = [];
    if (f.required) rules.push(required(f.label));
    rules.push(maxLength(f.label, f.max));
    if (f.kind === 'url') rules.push(urlOrPath);
    if (f.kind === 'email') rules.push(emailShape);
    if (f.kind === 'color') rules.push(colour);
    return [f.name, rules];
  }),
);

/** The form's starting values: what the server holds, else the built-in defaults. */
export function initialDraft(data: Partial<SiteSettingsInput> | null): SiteSettingsInput {
  const out = { ...SITE_DEFAULTS };
  if (!data) return out;
  for (const f of SETTINGS_FIELDS) {
    const v = data[f.name];
    if (typeof v === 'string') out[f.name] = v;
  }
  return out;
}

/** What the shell would show for a draft: each empty field falls back to its default, as in the shell. */
export function effectiveDraft(draft: SiteSettingsInput): SiteSettingsInput {
  const out = { ...SITE_DEFAULTS };
  for (const f of SETTINGS_FIELDS) {
    const v = draft[f.name].trim();
    if (v !== '') out[f.name] = v;
  }
  return out;
}

/** The draft with surrounding spaces removed, as it is saved. */
export function trimmedDraft(draft: SiteSettingsInput): SiteSettingsInput {
  const out = { ...draft };
  for (const f of SETTINGS_FIELDS) out[f.name] = draft[f.name].trim();
  return out;
}
