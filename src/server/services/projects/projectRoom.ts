import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ONLY_CHANGES,
  PROJECT_LIVE_TARGET,
  type ProjectChange,
  type ProjectFacts,
  type ProjectLiveEvent,
} from '../../../shared/contracts/projectLive';
import { ROLE_ADMIN } from '../../../shared/roles';
import { ADMIN_GROUP } from '../../hub';
import { findProjectSummary } from '../../repositories/projectSummaries';
import { projectAudience, audienceUsers, type ProjectAudience } from './projectAudience';

// The live project room (docs/decisions/036-project-room.md): what a write did to a project goes to the
// project's audience as data, after the write has answered, whatever their notification settings.

export interface PublishOptions {
  /** The audience as it was before the write, for a write that ends it (a deleted project). */
  audience?: ProjectAudience;
}

export interface ProjectRoom {
  /**
   * Queues one write's changes on one project. They are pushed once the write's transaction has
   * committed (or, outside one, after the answer), in order; the project's fields and its audience
   * are read then.
   */
  publish(projectId: number, changes: ProjectChange[], options?: PublishOptions): void;
  /** Resolves once everything queued so far has been pushed (tests, shutdown). */
  idle(): Promise<void>;
}

/** Anyone who may read the project reads the same fields; the rest of a row is the reader's own. */
export async function projectFacts(
  app: FastifyInstance,
  projectId: number,
): Promise<ProjectFacts | undefined> {
  const summary = await findProjectSummary(
    app.db,
    { id: 0, roleId: ROLE_ADMIN, consultantId: null },
    projectId,
  );
  if (!summary) return undefined;
  const { myApplicationStatus: _own, permissions: _allowed, ...facts } = summary;
  return facts;
}

/** The event with the project's own fields as they are now, or null when the project is gone. */
async function completed(app: FastifyInstance, event: ProjectLiveEvent): Promise<ProjectLiveEvent | null> {
  if (event.changes.some((c) => c.kind === 'projectDeleted')) return event;
  const facts = await projectFacts(app, event.projectId);
  // Deleted since: the deletion's own event tells the audience.
  if (!facts) return null;
  const rest = event.changes.filter((c) => c.kind !== 'project');
  return { ...event, changes: [{ kind: 'project', project: facts }, ...rest] };
}

/** Administrators get every change; the customer and the working team all but ADMIN_ONLY_CHANGES. */
async function push(
  app: FastifyInstance,
  event: ProjectLiveEvent,
  audience: ProjectAudience,
  asked: readonly ProjectChange[],
): Promise<void> {
  if (!app.hasDecorator('hub')) return;
  const { hub } = app;
  await hub.sendToGroup(ADMIN_GROUP, PROJECT_LIVE_TARGET, [event]);
  // A write that only concerns administrators (an application alone) tells nobody else.
  if (asked.every((c) => ADMIN_ONLY_CHANGES.includes(c.kind))) return;
  const forOthers: ProjectLiveEvent = {
    ...event,
    changes: event.changes.filter((c) => !ADMIN_ONLY_CHANGES.includes(c.kind)),
  };
  const users = audienceUsers(audience).filter((id) => !audience.adminUserIds.includes(id));
  await Promise.all(users.map((id) => hub.sendToUser(id, PROJECT_LIVE_TARGET, [forOthers])));
}

export function createProjectRoom(app: FastifyInstance): ProjectRoom {
  const run = async (event: ProjectLiveEvent, options: PublishOptions) => {
    const audience = options.audience ?? (await projectAudience(app.db, event.projectId));
    const ready = await completed(app, event);
    if (ready) await push(app, ready, audience, event.changes);
  };
  return {
    publish(projectId, changes, options = {}) {
      app.deferred.later(() => run({ projectId, changes }, options));
    },
    idle: () => app.deferred.idle(),
  };
}
