import { addHistory, assignConsultant, insertProject } from '../repositories/projects';
import type { DemoProject } from './seedWorkData';
import { at, date, type Db, type Member, type PastEvent } from './seedWorkBasics';

type Work = Pick<DemoProject, 'updates' | 'metrics' | 'tasks'>;

/** Writes the demo's projects and what happened on them, remembering the events for the bell. */
export class WorkSeeder {
  readonly events: PastEvent[] = [];
  private salt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: string,
  ) {}

  when(day: number): string {
    this.salt += 1;
    return at(this.now, day, this.salt);
  }

  event(day: number, e: Omit<PastEvent, 'at'>): void {
    if (day >= -30) this.events.push({ ...e, at: this.when(day) });
  }

  async history(projectId: number, day: number, action: string, details: string, who?: Member) {
    await addHistory(
      this.db,
      { projectId, action, details, userId: who?.userId ?? null, userName: who?.fullName ?? 'System' },
      this.when(day),
    );
  }

  /** Updates, metrics and tasks of one project, written by its team (or by nobody, for a lone project). */
  async work(projectId: number, projectName: string, customerId: number, team: Member[], work: Work) {
    const people = [customerId, ...team.map((m) => m.userId)];
    const base = { projectId, projectName, name: projectName };
    for (const [i, u] of work.updates.entries()) {
      const author = team[i % Math.max(team.length, 1)];
      const created = this.when(u.day);
      await this.db
        .insertInto('project_updates')
        .values({
          project_id: projectId,
          title: u.title,
          content: u.content,
          created_by: author?.userId ?? null,
          created_at: created,
          updated_at: created,
        })
        .execute();
      await this.history(projectId, u.day, 'Update added', `"${u.title}"`, author);
      this.event(u.day, {
        family: 'projects',
        type: 'project_update_added',
        title: 'Project update added',
        message: `${author?.fullName ?? 'Someone'} posted "${u.title}" on ${projectName}.`,
        data: base,
        toUserIds: people,
      });
    }
    for (const m of work.metrics) {
      for (const [day, value] of m.values) {
        await this.db
          .insertInto('project_metrics')
          .values({
            project_id: projectId,
            name: m.name,
            value,
            target: m.target,
            unit: m.unit,
            created_by: team[0]?.userId ?? null,
            recorded_at: this.when(day),
            created_at: this.when(day),
          })
          .execute();
        await this.history(projectId, day, 'Metric recorded', `${m.name}: ${value} ${m.unit}`, team[0]);
        this.event(day, {
          family: 'projects',
          type: 'project_metrics_updated',
          title: 'Project metrics updated',
          message: `${m.name} on ${projectName} is now ${value} ${m.unit}.`,
          data: base,
          toUserIds: people,
        });
      }
    }
    for (const t of work.tasks) {
      const assignee = t.to === undefined ? undefined : team[t.to];
      const created = this.when(Math.min((t.dueDay ?? 0) - 14, t.doneDay ?? 0, -1));
      const done = t.doneDay === undefined ? null : this.when(t.doneDay);
      await this.db
        .insertInto('tasks')
        .values({
          project_id: projectId,
          task_name: t.name,
          description: '',
          assigned_to: assignee?.consultantId ?? null,
          due_date: t.dueDay === null ? null : date(this.now, t.dueDay),
          priority: t.priority,
          is_complete: done ? 1 : 0,
          completed_at: done,
          created_by: team[0]?.userId ?? null,
          created_at: created,
          updated_at: done ?? created,
        })
        .execute();
      if (t.doneDay !== undefined) {
        await this.history(projectId, t.doneDay, 'Task completed', `"${t.name}"`, assignee);
        this.event(t.doneDay, {
          family: 'tasks',
          type: 'task_completed',
          title: 'Task completed',
          message: `Task "${t.name}" on ${projectName} was completed.`,
          data: { ...base, taskName: t.name, isComplete: true },
          toUserIds: people,
        });
      }
    }
  }

  async project(p: DemoProject, customerId: number, serviceId: number | null, team: Member[]): Promise<void> {
    const created = Math.min(p.startDay - 7, -1);
    const project = await insertProject(
      this.db,
      {
        name: p.name,
        description: p.description,
        status: p.status,
        customerId,
        serviceId,
        budget: p.budget,
        currency: p.currency,
        startDate: date(this.now, p.startDay),
        endDate: date(this.now, p.endDay),
        isAvailableForApplication: p.available,
      },
      this.when(created),
    );
    await this.history(project.id, created, 'Created', 'Demo project.');
    for (const [i, m] of team.entries()) {
      const day = Math.min(p.startDay, -1);
      await assignConsultant(this.db, project.id, m.consultantId, i === 0, this.when(day));
      await this.history(
        project.id,
        day,
        'Consultant assigned',
        `${m.fullName}${i === 0 ? ' (leader)' : ''}`,
      );
      this.event(day, {
        family: 'assignments',
        type: 'consultant_assigned',
        title: 'Consultant assigned',
        message: `${m.fullName} was assigned to ${p.name}${i === 0 ? ' as leader' : ''}.`,
        data: { projectId: project.id, projectName: p.name, consultantId: m.consultantId, isLeader: i === 0 },
        toUserIds: [m.userId, customerId],
      });
    }
    await this.work(project.id, p.name, customerId, team, p);
  }
}
