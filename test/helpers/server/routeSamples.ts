import { aboutUsContract } from '@shared/contracts/aboutUs';
import { accountContract, profileContract } from '@shared/contracts/account';
import type { AnyEndpoint } from '@shared/contracts/contract';
import { consultantsContract } from '@shared/contracts/consultants';
import { currencyContract } from '@shared/contracts/currency';
import { healthContract } from '@shared/contracts/health';
import { homepageContract } from '@shared/contracts/homepage';
import { notificationsContract } from '@shared/contracts/notifications';
import { projectApplicationsContract } from '@shared/contracts/projectApplications';
import { projectRequestsContract } from '@shared/contracts/projectRequests';
import { projectsContract } from '@shared/contracts/projects';
import { servicesContract } from '@shared/contracts/services';
import { siteSettingsContract } from '@shared/contracts/siteSettings';
import { tasksContract } from '@shared/contracts/tasks';
import { rolesContract, usersContract } from '@shared/contracts/users';
import { FORMAT } from '@shared/domain/formats';
import { PATTERN } from '@shared/domain/patterns';

// Every endpoint of the API with its schemas, and values that its schemas accept: the walks over all
// routes (the numbers, the authorization table, the fuzzing) start from these.

const CONTRACTS = [
  aboutUsContract,
  accountContract,
  profileContract,
  consultantsContract,
  currencyContract,
  healthContract,
  homepageContract,
  notificationsContract,
  projectApplicationsContract,
  projectRequestsContract,
  projectsContract,
  servicesContract,
  siteSettingsContract,
  tasksContract,
  usersContract,
  rolesContract,
];

/** Every endpoint of every contract. */
export const ENDPOINTS: AnyEndpoint[] = CONTRACTS.flatMap((c) => Object.values(c) as AnyEndpoint[]);

/** An endpoint's key in the tables: its method and path as the route table has them. */
export const endpointKey = (e: Pick<AnyEndpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** The route's address with every path parameter 1 but `field`, which gets `value` (as it is). */
export const pathOf = (e: AnyEndpoint, field?: string, value?: string): string =>
  `/api${e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === field ? value! : '1'))}`;

/** The names of a schema's top-level fields whose type is one of `kinds`. */
export const fieldsOfType = (schema: unknown, kinds: string[]): string[] =>
  Object.entries((schema as SchemaNode | undefined)?.properties ?? {})
    .filter(([, node]) => [node.type].flat().some((t) => kinds.includes(String(t))))
    .map(([name]) => name);

/** The fields of every route whose type is one of `kinds`: path, query and (JSON) body. */
export const allFieldsOfType = (kinds: string[]): string[] =>
  ENDPOINTS.flatMap((e) => [
    ...fieldsOfType(e.params, kinds),
    ...fieldsOfType(e.query, kinds),
    ...(e.multipart ? [] : fieldsOfType(e.body, kinds)),
  ]);

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  format?: string;
  pattern?: string;
}

const FORMAT_SAMPLES: Record<string, (n: number) => string> = {
  [FORMAT.email]: (n) => `sample${n}@example.com`,
  [FORMAT.emailOrEmpty]: (n) => `sample${n}@example.com`,
  [FORMAT.phoneOrEmpty]: () => '+1 555 0100',
  [FORMAT.colourOrEmpty]: () => '#1976d2',
  [FORMAT.safeUrl]: (n) => `https://example.com/${n}`,
};

const PATTERN_SAMPLES: Record<string, (n: number) => string> = {
  [PATTERN.slug]: (n) => `sample-${n}`,
  [PATTERN.slugOrEmpty]: (n) => `sample-${n}`,
  [PATTERN.userName]: (n) => `sample.${n}`,
  [PATTERN.notBlank]: () => 'Sample text 1!',
  [PATTERN.oneTimeCode]: () => '123456',
  [PATTERN.currencyCodeOrEmpty]: () => 'USD',
  [PATTERN.isoDateOrEmpty]: () => '2026-06-01',
};

let counter = 0;

const types = (node: SchemaNode): string[] => [node.type ?? []].flat();

function sampleText(node: SchemaNode, n: number): string {
  const made =
    (node.pattern && PATTERN_SAMPLES[node.pattern]?.(n)) ??
    (node.format && FORMAT_SAMPLES[node.format]?.(n)) ??
    `Sample ${n}`;
  const min = node.minLength ?? 0;
  const padded = made.length >= min ? made : made + ' sample'.repeat(Math.ceil((min - made.length) / 7));
  return node.maxLength !== undefined ? padded.slice(0, node.maxLength) : padded;
}

/**
 * A value the schema accepts: the required fields of an object (all of them with `full`), the first
 * choice of a union, the lowest allowed number (1 where 0 is allowed, as ids start there), texts of
 * the pattern, format and lengths asked. Texts are numbered, so that two samples differ (unique
 * e-mail addresses, user names and slugs).
 */
export function sampleOf(schema: unknown, options: { full?: boolean } = {}): unknown {
  const node = (schema ?? {}) as SchemaNode;
  const n = ++counter;
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const choice = node.anyOf ?? node.oneOf;
  if (choice) return sampleOf(choice.find((c) => !types(c).includes('null')) ?? choice[0], options);
  const kinds = types(node).filter((t) => t !== 'null');
  const kind = kinds[0] ?? (node.properties ? 'object' : undefined);
  switch (kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(node.required ?? []);
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        if (options.full || required.has(name)) out[name] = sampleOf(child, options);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => sampleOf(node.items, options));
    case 'string':
      return sampleText(node, n);
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), node.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    default:
      return types(node).includes('null') ? null : {};
  }
}
