import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { ProjectStatus, ProjectSummary } from '../../shared/contracts/projects';
import { DEFAULT_PAGE_SIZE } from '../../shared/domain/numbers';
import type { Database } from '../db/types';
import { onTeam, permissionsFor, visibleTo, type Actor } from './projectVisibility';
import { contains } from './consultantProfiles';
import { toProjectDto } from './projects';

type Db = Kysely<Database> | Transaction<Database>;

export interface ProjectSummaryFilter {
  search?: string;
  status?: ProjectStatus;
  /** `mine`: on its team or its customer; `available`: open for applications and not on it. */
  scope?: 'all' | 'mine' | 'available';
  /** Only the projects this consultant is on. */
  consultantId?: number;
  page?: number;
  pageSize?: number;
}

export interface ProjectSummaryPage {
  data: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A user's display name: name and surname, else the user name, else 'Unknown User'. */
export const personName = (
  first: string | null | undefined,
  last: string | null | undefined,
  userName: string | null | undefined,
): string => `${first ?? ''} ${last ?? ''}`.trim() || userName || 'Unknown User';

// The consultant id never matches a real row when the actor is no working consultant, so the
// per-caller columns below stay false/null without a second query shape.
const NO_CONSULTANT = -1;

/**
 * Projects the actor may see, with every column a summary shows, computed by joins and correlated
 * sub-queries so that a page costs one query whatever its size.
 */
export function summaryQuery(db: Db, actor: Actor) {
  const me = actor.consultantId ?? NO_CONSULTANT;
  return db
    .selectFrom('projects as p')
    .leftJoin('users as cu', 'cu.id', 'p.customer_id')
    .leftJoin('services as s', 's.id', 'p.service_id')
    .leftJoin('project_consultants as lead', (join) =>
      join.onRef('lead.project_id', '=', 'p.id').on('lead.is_leader', '=', 1),
    )
    .leftJoin('consultants as lc', 'lc.id', 'lead.consultant_id')
    .leftJoin('users as lu', 'lu.id', 'lc.user_id')
    .where(visibleTo(actor))
    .selectAll('p')
    .select((eb) => [
      'cu.name as customer_first',
      'cu.surname as customer_last',
      'cu.user_name as customer_user_name',
      's.title as service_name',
      'lead.id as lead_id',
      'lu.name as leader_first',
      'lu.surname as leader_last',
      'lu.user_name as leader_user_name',
      eb
        .selectFrom('project_consultants as pc')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('pc.project_id', '=', 'p.id')
        .as('team_size'),
      eb
        .selectFrom('tasks as t')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('t.project_id', '=', 'p.id')
        .where('t.is_complete', '=', 0)
        .as('open_tasks'),
      eb
        .selectFrom('project_consultants as mine')
        .select('mine.is_leader')
        .whereRef('mine.project_id', '=', 'p.id')
        .where('mine.consultant_id', '=', me)
        .as('my_place'),
      eb
        .selectFrom('project_applications as pa')
        .select('pa.status')
        .whereRef('pa.project_id', '=', 'p.id')
        .where('pa.consultant_id', '=', me)
        .as('my_application'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** None when the project has no customer; 'Unknown User' when their account was deleted. */
const customerNameOf = (r: SummaryRow): string | null => {
  if (r.customer_id === null) return r.customer_deleted === 1 ? 'Unknown User' : null;
  return personName(r.customer_first, r.customer_last, r.customer_user_name);
};

export function toProjectSummary(actor: Actor, r: SummaryRow): ProjectSummary {
  const project = toProjectDto(r);
  const member = r.my_place !== null && r.my_place !== undefined;
  const leader = Number(r.my_place) === 1;
  const applied = r.my_application !== null && r.my_application !== undefined;
  return {
    ...project,
    customerName: customerNameOf(r),
    serviceName: r.service_name ?? null,
    teamSize: Number(r.team_size ?? 0),
    leaderName: r.lead_id == null ? null : personName(r.leader_first, r.leader_last, r.leader_user_name),
    openTasks: Number(r.open_tasks ?? 0),
    myApplicationStatus: r.my_application ?? null,
    permissions: permissionsFor(actor, project, { member, leader, applied }),
  };
}

type ProjectsRef = ExpressionBuilder<Database & { p: Database['projects'] }, 'p'>;

/**
 * The filter of a list over the project `p` alone, so that the count needs none of the page's joins
 * (docs/requirements.md#growth). The customer's name is matched through its own sub-query, run
 * once for the whole list.
 */
function matching(actor: Actor, filter: ProjectSummaryFilter) {
  const me = actor.consultantId ?? NO_CONSULTANT;
  const search = filter.search?.trim();
  return (eb: ProjectsRef): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [visibleTo(actor)(eb)];
    if (search) {
      all.push(
        eb.or([
          contains(eb.ref('p.name'), search),
          contains(eb.ref('p.description'), search),
          // The matching customers are found once, not looked up for each project.
          eb(
            'p.customer_id',
            'in',
            eb
              .selectFrom('users as cu')
              .select('cu.id')
              .where((sub) =>
                contains(
                  sql`coalesce(${sub.ref('cu.name')}, '') || ' ' || coalesce(${sub.ref('cu.surname')}, '')`,
                  search,
                ),
              ),
          ),
        ]),
      );
    }
    if (filter.status) all.push(eb('p.status', '=', filter.status));
    if (filter.consultantId !== undefined) {
      const consultantId = filter.consultantId;
      all.push(
        eb.exists(
          eb
            .selectFrom('project_consultants as onit')
            .select('onit.id')
            .whereRef('onit.project_id', '=', 'p.id')
            .where('onit.consultant_id', '=', consultantId),
        ),
      );
    }
    if (filter.scope === 'mine') {
      all.push(eb.or([eb('p.customer_id', '=', actor.id), onTeam(eb, me)]));
    } else if (filter.scope === 'available') {
      all.push(eb('p.is_available_for_application', '=', 1), eb.not(onTeam(eb, me)));
    }
    return eb.and(all);
  };
}

/**
 * One page of the projects the actor may see (docs/requirements.md#projects), newest first. Two
 * queries whatever the page size: the count, over the projects table alone, and the page itself.
 */
export async function listProjectSummaries(
  db: Db,
  actor: Actor,
  filter: ProjectSummaryFilter = {},
): Promise<ProjectSummaryPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = matching(actor, filter);
  const counted = await db
    .selectFrom('projects as p')
    .where(where)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await summaryQuery(db, actor)
    .where(where)
    .orderBy('p.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    data: rows.map((r) => toProjectSummary(actor, r)),
    total: Number(counted?.n ?? 0),
    page,
    pageSize,
  };
}

/** One project as a summary, or undefined when the actor may not see it. */
export async function findProjectSummary(
  db: Db,
  actor: Actor,
  projectId: number,
): Promise<ProjectSummary | undefined> {
  const row = await summaryQuery(db, actor).where('p.id', '=', projectId).executeTakeFirst();
  return row && toProjectSummary(actor, row);
}
