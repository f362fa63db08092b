import { fromLive } from '@client/features/notifications/notificationModel';
import { hubEventToNotification, storedIdOf } from '@client/features/notifications/hubEvents';
import { typeLabel } from '@client/features/notifications/notificationLabels';
import { notificationLink } from '@client/features/notifications/notificationLinks';
import { serverNotification } from '@test/client/notificationsState';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
/** The notification the slice would keep for an event. */
const mapped = (target: string, ...args: unknown[]) =>
  fromLive(hubEventToNotification(target, args)!, NOW, () => 'local-1');

describe('stored notifications from the hub', () => {
  const stored = serverNotification(12, {
    type: 'project_assigned',
    title: 'Assigned',
    severity: 'success',
    additionalData: '{"projectId":4,"projectName":"ERP Rollout"}',
  });

  it('keeps a UserNotification as sent, reading its data in either capitalisation', () => {
    const camel = mapped('UserNotification', stored);
    const pascal = mapped('UserNotification', {
      ...stored,
      additionalData: '{"ProjectId":4,"ProjectName":"ERP Rollout"}',
    });
    for (const n of [camel, pascal]) {
      expect(n).toMatchObject({ id: 12, severity: 'success', audience: 'user', title: 'Assigned' });
      expect(n.data).toMatchObject({ projectId: 4, projectName: 'ERP Rollout' });
      expect(notificationLink(n)).toBe('/projects/4');
    }
  });

  it('keeps the severity and audience the server stored for an AdminNotification', () => {
    const admin = { ...stored, type: 'project_request_approved', audience: 'admin' as const };
    expect(mapped('AdminNotification', admin)).toMatchObject({ severity: 'success', audience: 'admin' });
  });

  it('names the stored notification an event stands for', () => {
    expect(storedIdOf('UserNotification', [stored])).toBe(12);
    expect(storedIdOf('AdminNotification', [{ ...stored, id: 13 }])).toBe(13);
    expect(storedIdOf('TaskCompleted', [{ task: { taskName: 'Audit' }, notificationId: 51 }])).toBe(51);
    expect(storedIdOf('ProjectCreated', [{ name: 'ERP', id: 4 }])).toBeNull();
    expect(storedIdOf('ApplicationStatusUpdate', ['Approved'])).toBeNull();
  });

  it('fills a payload without fields with the local defaults', () => {
    expect(mapped('UserNotification', {})).toMatchObject({
      id: 'local-1',
      type: 'system',
      title: 'Notification',
      message: 'New notification received',
      severity: 'info',
      isRead: false,
      createdAt: new Date(NOW).toISOString(),
    });
  });
});

describe('domain events', () => {
  it('words project events with the name, or the placeholder', () => {
    expect(mapped('ProjectCreated', { name: 'ERP Rollout', id: 4 })).toMatchObject({
      type: 'project_created',
      title: 'Project Created',
      message: 'Project "ERP Rollout" was created.',
      severity: 'info',
      isRead: false,
    });
    expect(mapped('ProjectUpdated', { Name: 'CRM' }).message).toBe('Project "CRM" was updated.');
    expect(mapped('ProjectUpdated', {}).message).toBe('Project "Unknown Project" was updated.');
    expect(mapped('NewProjectApplication', { ProjectName: 'Data Lake' }).message).toBe(
      'A consultant applied to Data Lake.',
    );
    expect(mapped('ProjectUpdateAdded', { projectId: 3 })).toMatchObject({
      message: 'A new update was posted on Unknown Project.',
      data: { projectId: 3 },
    });
  });

  it('reads task.taskName and isComplete in either capitalisation', () => {
    expect(mapped('TaskCompleted', { task: { taskName: 'Kick-off', isComplete: true } })).toMatchObject({
      title: 'Task Completed',
      message: 'Task "Kick-off" was completed.',
      severity: 'success',
    });
    expect(mapped('TaskCompleted', { Task: { TaskName: 'Kick-off', IsComplete: false } })).toMatchObject({
      title: 'Task Reopened',
      severity: 'warning',
    });
    expect(mapped('TaskDeleted', { task: {} })).toMatchObject({
      message: 'Task "Unknown Task" was deleted.',
      severity: 'error',
    });
    expect(mapped('TaskCreated', { task: { taskName: 'Audit', projectId: 9 } })).toMatchObject({
      type: 'task_created',
      severity: 'info',
      data: { taskName: 'Audit', projectId: 9 },
    });
    expect(mapped('TaskUpdated', { taskName: 'Audit' }).message).toBe('Task "Audit" was updated.');
  });

  it('gives status updates their severity, whether sent as an object or a string', () => {
    expect(mapped('ApplicationStatusUpdate', { status: 'Approved' })).toMatchObject({
      severity: 'success',
      message: 'Your consultant application has been approved.',
    });
    expect(mapped('ApplicationStatusUpdate', 'Rejected').severity).toBe('error');
    expect(mapped('ApplicationStatusUpdate', { Status: 'Pending' })).toMatchObject({
      severity: 'info',
      message: 'Your consultant application status is now Pending.',
    });
  });

  it('words a bare application, and keeps one that is already a notification', () => {
    expect(mapped('ApplicationNotification', {}).message).toBe(
      'Unknown Consultant applied to become a consultant.',
    );
    expect(
      mapped('ApplicationNotification', { id: 5, title: 'New application', message: 'Ada' }),
    ).toMatchObject({ id: 5, title: 'New application', message: 'Ada' });
  });

  it('ignores events it does not know', () => {
    expect(hubEventToNotification('SomethingElse', [{}])).toBeNull();
  });
});

describe('labels', () => {
  it('reads types as words', () => {
    expect(typeLabel('project_request_approved')).toBe('Project request approved');
    expect(typeLabel('TaskCompleted')).toBe('Task completed');
  });
});
