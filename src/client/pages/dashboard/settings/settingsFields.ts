import type { SiteSettingsField, SiteSettingsInput } from '@shared/contracts/siteSettings';
import { isColour } from '@shared/domain/contact';
import { FIELD } from '@shared/domain/fields';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { urlOrPath, withinLength } from '@client/components/forms/limits';
import { emailShape, required, type Validator } from '@client/components/forms/validation';

export interface SettingsFieldSpec {
  name: SiteSettingsField;
  label: string;
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
    { name: 'siteName', label: 'Site name', required: true, helper: 'Shown in the top bar.' },
    {
      name: 'siteTitle',
      label: 'Site title',
      helper: 'The browser title of pages without their own.',
    },
    { name: 'siteDescription', label: 'Site description', kind: 'multiline' },
    { name: 'keywords', label: 'Keywords', kind: 'multiline', helper: 'Separated by commas.' },
    {
      name: 'faviconUrl',
      label: 'Favicon URL',
      kind: 'url',
      helper: 'Also replaces the logo text.',
    },
  ],
};

export const BRANDING_SECTION: SettingsSectionSpec = {
  title: 'Branding',
  fields: [
    { name: 'logoText', label: 'Logo text', helper: 'Up to 4 characters.' },
    {
      name: 'logoBgColor',
      label: 'Logo background colour',
      kind: 'color',
      helper: "Empty means the theme's secondary colour.",
    },
  ],
};

export const COMPANY_SECTION: SettingsSectionSpec = {
  title: 'Company',
  fields: [
    { name: 'companyName', label: 'Company name' },
    { name: 'companySlogan', label: 'Slogan' },
    { name: 'companyEmail', label: 'Company e-mail', kind: 'email' },
    { name: 'companyPhone', label: 'Company phone' },
    { name: 'companyAddress', label: 'Company address', kind: 'multiline' },
  ],
};

export const SOCIAL_SECTION: SettingsSectionSpec = {
  title: 'Social',
  fields: [
    { name: 'socialLinkedIn', label: 'LinkedIn URL', kind: 'url' },
    { name: 'socialTwitter', label: 'Twitter URL', kind: 'url' },
    { name: 'socialFacebook', label: 'Facebook URL', kind: 'url' },
    { name: 'socialInstagram', label: 'Instagram URL', kind: 'url' },
  ],
};

export const SETTINGS_SECTIONS = [SITE_SECTION, BRANDING_SECTION, COMPANY_SECTION, SOCIAL_SECTION];
export const SETTINGS_FIELDS = SETTINGS_SECTIONS.flatMap((s) => s.fields);

const colour: Validator = (value) => {
  const v = value.trim();
  return v === '' || isColour(v) ? null : MSG.invalidColour;
};

export const SETTINGS_RULES: Partial<Record<SiteSettingsField, Validator[]>> = Object.fromEntries(
  SETTINGS_FIELDS.map((f) => {
    const rules: Validator[] = [];
    if (f.required) rules.push(required(f.label));
    rules.push(withinLength(f.label, FIELD.siteSettings[f.name]));
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
