import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { MSG } from '@shared/messages';
import type { AvailableConsultant, Project, ProjectListQuery, ProjectPage } from './projectModel';

// The answers the requirements let arrive in more than one shape (docs/requirements.md#projects), read
// in one place each, like currencyModel.currencyListOf.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/** A single project rather than a list: it has its own id and name. */
const isProject = (v: Record<string, unknown>) => typeof v.id === 'number' && typeof v.name === 'string';

/**
 * GET /projects as a page: an array, `{data}` (the contract's page, with its counts), `{projects}`, or
 * a single project. Anything else is an empty page. Counts the answer lacks come from the query (the
 * total from the rows themselves).
 */
export function projectPageOf(body: unknown, query: ProjectListQuery = {}): ProjectPage {
  let rows: Project[] = [];
  let meta: Record<string, unknown> = {};
  if (Array.isArray(body)) rows = body as Project[];
  else if (isRecord(body)) {
    if (Array.isArray(body.data)) [rows, meta] = [body.data as Project[], body];
    else if (Array.isArray(body.projects)) [rows, meta] = [body.projects as Project[], body];
    else if (isProject(body)) rows = [body as unknown as Project];
  }
  const page = count(meta.page, query.page ?? 1) || 1;
  const pageSize = count(meta.pageSize, query.pageSize ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  return { data: rows, total: count(meta.total, rows.length), page, pageSize };
}

/** Why an available-consultants answer could not be read (its text is the error's). */
export class UnreadableAnswer extends Error {}

/**
 * GET /projects/available-consultants: an array, or an object holding `data` or `items`. No answer at
 * all is 'No data received'; any other shape 'Invalid response format' (docs/requirements.md#errors-projects).
 */
export function availableConsultantsOf(body: unknown): AvailableConsultant[] {
  if (body === undefined || body === null || body === '') {
    throw new UnreadableAnswer(MSG.availableConsultantsEmpty);
  }
  if (Array.isArray(body)) return body as AvailableConsultant[];
  if (isRecord(body)) {
    if (Array.isArray(body.data)) return body.data as AvailableConsultant[];
    if (Array.isArray(body.items)) return body.items as AvailableConsultant[];
  }
  throw new UnreadableAnswer(MSG.availableConsultantsInvalid);
}
