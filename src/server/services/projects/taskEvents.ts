import type { TaskDto } from '../../../shared/contracts/tasks';
import { raise, type ContentContext } from '../contentEvents';
import { audienceUsers, type ProjectAudience } from './projectAudience';

// The events of a task (docs/requirements.md#notification-families, #hub-events): administrators,
// the project's customer and its team hear of every change.

export type TaskChange = 'created' | 'updated' | 'completed' | 'reopened' | 'deleted';

const WORDING: Record<TaskChange, { title: string; verb: string }> = {
  created: { title: 'Task created', verb: 'was added to' },
  updated: { title: 'Task updated', verb: 'was updated on' },
  completed: { title: 'Task completed', verb: 'was completed on' },
  reopened: { title: 'Task reopened', verb: 'is pending again on' },
  deleted: { title: 'Task deleted', verb: 'was deleted from' },
};

function hubEventOf(change: TaskChange, task: TaskDto) {
  const ref = { id: task.id, taskName: task.taskName, projectId: task.projectId };
  switch (change) {
    case 'created':
      return { target: 'TaskCreated' as const, fields: { task, projectId: task.projectId } };
    case 'updated':
      return { target: 'TaskUpdated' as const, fields: { task } };
    case 'deleted':
      return { target: 'TaskDeleted' as const, fields: { task: ref } };
    default:
      return {
        target: 'TaskCompleted' as const,
        fields: { task: { ...ref, isComplete: task.isComplete }, isComplete: task.isComplete },
      };
  }
}

/**
 * One change of a task, told to the project's audience. A reopened task is reported as
 * `task_completed` with `isComplete` false, which makes it a warning (decision 041).
 */
export async function announceTask(
  ctx: ContentContext,
  change: TaskChange,
  task: TaskDto,
  audience: ProjectAudience,
): Promise<void> {
  const { title, verb } = WORDING[change];
  await raise(ctx, {
    family: 'tasks',
    type: change === 'reopened' ? 'task_completed' : `task_${change}`,
    title,
    message: `Task "${task.taskName}" ${verb} project "${task.projectName}".`,
    data: {
      taskName: task.taskName,
      projectId: task.projectId,
      projectName: task.projectName,
      isComplete: task.isComplete,
      assignedTo: task.assignedTo,
    },
    toUserIds: audienceUsers(audience),
    hubEvent: hubEventOf(change, task),
  });
}
