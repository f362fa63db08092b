import type { TSchema } from 'typebox';
import { withinLength } from '@client/components/forms/limits';
import {
  emailShape,
  passwordLength,
  required,
  sixDigits,
  userNameShape,
  type Validator,
} from '@client/components/forms/validation';
import { homepageRules } from '@client/pages/dashboard/homepage/homepageForm';
import { serviceFormRules } from '@client/pages/dashboard/services/serviceForm';
import { SETTINGS_RULES } from '@client/pages/dashboard/settings/settingsFields';
import { QUOTE_RULES } from '@client/features/projectRequests/requestForm';
import { AboutUsInput } from '@shared/contracts/aboutUs';
import { ConsultantUpdate } from '@shared/contracts/consultants';
import { RegisterBody, ResetPasswordBody } from '@shared/contracts/account';
import { HomePageInput } from '@shared/contracts/homepage';
import { ProjectRequestCreate } from '@shared/contracts/projectRequests';
import { ServiceCreate, ServiceItemInput } from '@shared/contracts/services';
import { SiteSettingsInput } from '@shared/contracts/siteSettings';
import { FIELD } from '@shared/domain/fields';
import { hasBudgetDecimals } from '@shared/domain/numbers';
import type { Length } from '@shared/domain/text';
import { yearsOfExperienceProblem } from '@shared/domain/work';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// A form must refuse exactly what the server refuses. Each case sends a sample the way its form
// does (text trimmed, passwords as typed) through the app's own validator, and runs the same sample
// through the form's validators; the two verdicts must agree.

let t: TestApp;
beforeAll(async () => {
  // A route with a body schema at the top level makes the app set up its validator there.
  t = await buildTestApp({}, (app) => {
    app.post('/parity', { schema: { body: { type: 'object' } } }, async () => null);
  });
});
afterAll(() => t.close());

function serverAccepts(schema: TSchema, body: Record<string, unknown>): boolean {
  const compile = t.app.validatorCompiler;
  if (!compile) throw new Error('the app has no validator compiler');
  const validate = compile({ schema, method: 'POST', url: '/parity', httpPart: 'body' });
  // The validator coerces and strips in place; each sample gets its own copy.
  return validate(structuredClone(body)) === true;
}

const clientAccepts = (rules: readonly Validator[], field: string, value: string): boolean =>
  rules.every((rule) => rule(value, { [field]: value }) === null);

interface FieldCase {
  /** The body schema of the call the form sends. */
  schema: TSchema;
  /** A body the server accepts, that the sample then changes. */
  base: Record<string, unknown>;
  field: string;
  rules: readonly Validator[] | undefined;
  samples: readonly string[];
  /** How the form sends the text; undefined leaves the field out. */
  send?: (text: string) => unknown;
  /** A rule the server checks after the schema, on the value sent. */
  serverRule?: (sent: unknown) => boolean;
}

const trimmed = (text: string) => text.trim();

function verdicts(c: FieldCase) {
  const send = c.send ?? trimmed;
  return c.samples.map((sample) => {
    const sent = send(sample);
    const body = { ...c.base };
    if (sent === undefined) delete body[c.field];
    else body[c.field] = sent;
    return {
      sample: sample.length > 40 ? `${sample.slice(0, 12)}…(${[...sample].length} chars)` : sample,
      server: serverAccepts(c.schema, body) && (c.serverRule?.(sent) ?? true),
      client: clientAccepts(c.rules ?? [], c.field, sample),
    };
  });
}

function expectParity(c: FieldCase): void {
  const rows = verdicts(c);
  const differ = rows.filter((r) => r.server !== r.client);
  expect(differ).toEqual([]);
  // Each table holds at least one sample of each verdict, so that it proves something both ways.
  expect(rows.some((r) => r.server)).toBe(true);
  expect(rows.some((r) => !r.server)).toBe(true);
}

const plain = (n: number) => 'a'.repeat(n);
const path = (n: number) => `/${'a'.repeat(n - 1)}`;
const address = (n: number) => `${'a'.repeat(Math.max(1, n - 6))}@b.com`;

/** Empty, blank, the bounds and one past them, padding that trimming removes, and astral characters. */
function lengthSamples(length: Length, fill: (n: number) => string = plain): string[] {
  const { min, max } = length;
  const samples = ['', '   ', fill(Math.max(min, 1)), fill(max), fill(max + 1), `  ${fill(max)}  `];
  if (min > 1) samples.push(fill(min - 1), `  ${fill(min - 1)}  `);
  if (fill === plain) samples.push('😀'.repeat(max), '😀'.repeat(max + 1), 'é'.repeat(max), 'ü\u00a0ß');
  return samples;
}

const EMAILS = [
  'ada@example.com',
  'a.b+c@sub.example.org',
  "o'neil@x.io",
  '  ada@example.com  ',
  'ada@example',
  'ada@@example.com',
  'ada lovelace@example.com',
  'ada@-example.com',
  'ada.@example.com',
  'ü@example.de',
  'ada@exämple.de',
  '@example.com',
];

const SAFE_URLS = [
  'https://example.com/a.png',
  'HTTP://EXAMPLE.COM',
  '/uploads/a.png',
  '/',
  '  /padded  ',
  '/ünïcode',
  '//evil.example/x.png',
  'javascript:alert(1)',
  'data:text/html,x',
  'ftp://example.com',
  'https://',
  'https://a b',
  'example.com',
];

const service = { schema: ServiceCreate, base: { title: 'Cloud' } };

/** The logo colour goes into a style: hex (3, 4, 6 or 8 digits) or a CSS colour name, nothing else. */
const LOGO_COLOURS = {
  accepted: ['', '#1976d2', '#FFF', '#fff8', '#1976d2cc', 'teal', 'RebeccaPurple', '  navy  '],
  refused: [
    'red; background:url(x)',
    'secondary.main',
    'rgb(1, 2, 3)',
    'bluish',
    'inherit',
    'expression',
    '#12345',
    '#1234567',
    '#ggg',
    'url(x)',
    'red;',
    'red !important',
  ],
};

describe('the forms and the server agree', () => {
  describe('services', () => {
    for (const field of ['title', 'slug', 'shortDescription', 'description', 'icon', 'imageUrl'] as const) {
      it(`${field}: length`, () => {
        const fill = field === 'imageUrl' ? path : plain;
        const samples = lengthSamples(FIELD.service[field], fill);
        expectParity({ ...service, field, rules: serviceFormRules[field], samples });
      });
    }
    it('slug: shape', () => {
      const samples = ['cloud-services', 'a1', '', 'a--b', '-a', 'a-', 'Cloud', 'ça-va', 'a_b', 'a b'];
      expectParity({ ...service, field: 'slug', rules: serviceFormRules.slug, samples });
    });
    it('imageUrl: the safe-URL rule', () => {
      expectParity({ ...service, field: 'imageUrl', rules: serviceFormRules.imageUrl, samples: SAFE_URLS });
    });
    it('displayOrder', () => {
      const samples = ['0', '7', '007', '100000', '100001', '-1', '1.5', 'abc'];
      const send = (text: string) => Number(text.trim());
      expectParity({
        ...service,
        field: 'displayOrder',
        rules: serviceFormRules.displayOrder,
        samples,
        send,
      });
    });
    it('a feature or benefit', () => {
      const rules = {
        name: [required('Name'), withinLength('Name', FIELD.serviceItem.name)],
        description: [withinLength('Description', FIELD.serviceItem.description)],
      };
      for (const field of ['name', 'description'] as const) {
        const samples = lengthSamples(FIELD.serviceItem[field]);
        expectParity({
          schema: ServiceItemInput,
          base: { name: 'Scale' },
          field,
          rules: rules[field],
          samples,
        });
      }
    });
  });

  describe('home page', () => {
    const home = { schema: HomePageInput, base: { heroTitle: 'Welcome' } };
    for (const field of ['heroTitle', 'heroSubtitle', 'heroImageUrl', 'ctaText', 'ctaLink'] as const) {
      it(`${field}: length`, () => {
        const fill = field === 'heroImageUrl' || field === 'ctaLink' ? path : plain;
        expectParity({
          ...home,
          field,
          rules: homepageRules[field],
          samples: lengthSamples(FIELD.homepage[field], fill),
        });
      });
    }
    it('links: the safe-URL rule', () => {
      expectParity({ ...home, field: 'ctaLink', rules: homepageRules.ctaLink, samples: SAFE_URLS });
      expectParity({ ...home, field: 'heroImageUrl', rules: homepageRules.heroImageUrl, samples: SAFE_URLS });
    });
    it('figures', () => {
      const samples = ['0', '10000000', '10000001', '-1', '2.5', 'many'];
      expectParity({
        ...home,
        field: 'stats',
        rules: homepageRules.yearsInBusiness,
        samples,
        send: (text) => ({ yearsInBusiness: Number(text.trim()) }),
      });
    });
  });

  describe('consultants', () => {
    it('years of experience', () => {
      const samples = ['', '0', '7', '007', ' 70 ', '71', '-1', '2.5', 'ten', '5 years'];
      // The forms leave an empty field out (none given) and send the rest as a number.
      const send = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
      expectParity({
        schema: ConsultantUpdate,
        base: { specialization: 'ERP' },
        field: 'yearsOfExperience',
        rules: [yearsOfExperienceProblem],
        samples,
        send,
      });
    });
  });

  describe('about us', () => {
    const rules = {
      title: [required('Title'), withinLength('Title', FIELD.aboutUs.title)],
      content: [withinLength('Content', FIELD.aboutUs.content)],
    };
    for (const field of ['title', 'content'] as const) {
      it(`${field}: length`, () => {
        const samples = lengthSamples(FIELD.aboutUs[field]);
        expectParity({ schema: AboutUsInput, base: { title: 'About' }, field, rules: rules[field], samples });
      });
    }
  });

  describe('site settings', () => {
    const settings = { schema: SiteSettingsInput, base: { ...SITE_DEFAULTS } };
    const fills: Partial<Record<keyof typeof FIELD.siteSettings, (n: number) => string>> = {
      faviconUrl: path,
      socialLinkedIn: path,
      socialTwitter: path,
      socialFacebook: path,
      socialInstagram: path,
      companyEmail: address,
    };
    for (const field of Object.keys(FIELD.siteSettings) as (keyof typeof FIELD.siteSettings)[]) {
      it(`${field}: length`, () => {
        const samples = lengthSamples(FIELD.siteSettings[field], fills[field]);
        expectParity({ ...settings, field, rules: SETTINGS_RULES[field], samples });
      });
    }
    it('links: the safe-URL rule', () => {
      expectParity({
        ...settings,
        field: 'socialTwitter',
        rules: SETTINGS_RULES.socialTwitter,
        samples: SAFE_URLS,
      });
    });
    it('company e-mail: empty or an address', () => {
      const samples = ['', ...EMAILS];
      expectParity({ ...settings, field: 'companyEmail', rules: SETTINGS_RULES.companyEmail, samples });
    });
    it('logo colour', () => {
      const samples = [...LOGO_COLOURS.accepted, ...LOGO_COLOURS.refused];
      expectParity({ ...settings, field: 'logoBgColor', rules: SETTINGS_RULES.logoBgColor, samples });
    });
    it('logo colour: only hex or a CSS colour name, on both sides', () => {
      const rows = verdicts({
        ...settings,
        field: 'logoBgColor',
        rules: SETTINGS_RULES.logoBgColor,
        samples: [...LOGO_COLOURS.accepted, ...LOGO_COLOURS.refused],
      });
      const accepted = rows.filter((r) => r.server && r.client).map((r) => r.sample);
      expect(accepted).toEqual(LOGO_COLOURS.accepted);
    });
  });

  describe('project requests', () => {
    const quote = {
      schema: ProjectRequestCreate,
      base: {
        requestTitle: 'Website',
        description: 'A corporate website with a CMS.',
        currency: 'TRY',
        contactName: 'Zeynep',
        email: 'zeynep@client.example',
      },
    };
    const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
    for (const field of ['requestTitle', 'description', 'contactName', 'company'] as const) {
      it(`${field}: length`, () => {
        const samples = lengthSamples(FIELD.projectRequest[field]);
        const send = field === 'company' ? optional : trimmed;
        expectParity({ ...quote, field, rules: QUOTE_RULES[field], samples, send });
      });
    }
    it('email', () => {
      const samples = [...EMAILS, ...lengthSamples(FIELD.projectRequest.email, address)];
      expectParity({ ...quote, field: 'email', rules: QUOTE_RULES.email, samples });
    });
    it('phone number', () => {
      const samples = [
        '',
        '+90 212 555 01 00',
        '(212) 555-0100',
        '12345',
        '123456',
        '1'.repeat(30),
        `+${'1'.repeat(30)}`,
        'call me',
        '٠١٢٣٤٥٦',
      ];
      expectParity({
        ...quote,
        field: 'phoneNumber',
        rules: QUOTE_RULES.phoneNumber,
        samples,
        send: optional,
      });
    });
    it('budget: the maximum and two decimals', () => {
      const samples = [
        '',
        '0',
        '12.5',
        '12.55',
        '12.555',
        '1.000',
        '-1',
        '-0.01',
        '999999999999.99',
        '1000000000000',
        'abc',
        '1e3',
      ];
      const send = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
      // The decimals are the service's check, on the amount the schema let through.
      const serverRule = (sent: unknown) => typeof sent !== 'number' || hasBudgetDecimals(sent);
      expectParity({ ...quote, field: 'budget', rules: QUOTE_RULES.budget, samples, send, serverRule });
    });
  });

  describe('account', () => {
    const register = {
      schema: RegisterBody,
      base: {
        userName: 'ada',
        email: 'ada@example.com',
        name: 'Ada',
        surname: 'Lovelace',
        password: 'Password123!',
        confirmPassword: 'Password123!',
        phoneNumber: '',
      },
    };
    it('user name', () => {
      const rules = [required('User name'), userNameShape];
      const samples = [
        'ada',
        '  ada  ',
        'a.b_c-d',
        'ab',
        'abc',
        'x'.repeat(50),
        'x'.repeat(51),
        'ada lovelace',
        'adä',
        '',
        '  ',
      ];
      expectParity({ ...register, field: 'userName', rules, samples });
    });
    it('e-mail', () => {
      const rules = [required('Email'), emailShape];
      const samples = [...EMAILS, ...lengthSamples(FIELD.account.email, address)];
      expectParity({ ...register, field: 'email', rules, samples });
    });
    for (const field of ['name', 'surname', 'phoneNumber'] as const) {
      it(`${field}: length`, () => {
        const length = FIELD.account[field];
        const rules = [...(length.min > 0 ? [required(field)] : []), withinLength(field, length)];
        expectParity({ ...register, field, rules, samples: lengthSamples(length) });
      });
    }
    it('password: 8 to 128 characters, spaces included', () => {
      const samples = [
        'a'.repeat(7),
        'a'.repeat(8),
        'a'.repeat(128),
        'a'.repeat(129),
        ' '.repeat(8),
        ` ${'a'.repeat(6)} `,
        '😀'.repeat(8),
        '😀'.repeat(7),
        '😀'.repeat(128),
        '😀'.repeat(129),
        '',
      ];
      const rules = [required('Password'), passwordLength];
      const asTyped = (text: string) => text;
      expectParity({ ...register, field: 'password', rules, samples, send: asTyped });
    });
    it('one-time code: 6 digits', () => {
      const base = { email: 'ada@example.com', code: '123456', password: 'Password123!' };
      const samples = [
        '123456',
        '000000',
        ' 123456 ',
        '12345',
        '1234567',
        '12345a',
        '１２３４５６',
        '١٢٣٤٥٦',
        '',
      ];
      const rules = [required('Reset code'), sixDigits('Reset code')];
      expectParity({ schema: ResetPasswordBody, base, field: 'code', rules, samples });
    });
  });
});

describe('what the server answers when a shared rule refuses a value', () => {
  const putSettings = async (change: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(await t.tokenFor(1)),
      payload: { ...SITE_DEFAULTS, ...change },
    });

  it('a link that is not safe: the spec text, on its field', async () => {
    const res = await putSettings({ socialTwitter: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG.invalidUrl,
      errors: [{ field: 'socialTwitter', message: MSG.invalidUrl }],
    });
  });

  it('a logo colour that could close the style rule: refused on its field', async () => {
    const res = await putSettings({ logoBgColor: 'red; background:url(x)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG.invalidColour,
      errors: [{ field: 'logoBgColor', message: MSG.invalidColour }],
    });
  });

  it('an optional e-mail that is not an address: the spec text', async () => {
    const res = await putSettings({ companyEmail: 'info@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'companyEmail', message: MSG.invalidEmail });
  });

  it('a new password of spaces only: missing, as the forms say', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/register',
      payload: {
        userName: 'spaces',
        email: 'spaces@example.com',
        name: 'Space',
        surname: 'Bar',
        password: ' '.repeat(8),
        confirmPassword: ' '.repeat(8),
        phoneNumber: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'password', message: 'Password is required.' });
  });
});
