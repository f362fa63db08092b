import {
  compareNewestFirst,
  formatBadgeCount,
  formatNotificationTime,
  normalizeNotification,
  parseAdditionalData,
  readField,
  readNotificationData,
} from '@client/features/notifications/notificationModel';
import {
  adminEventSeverity,
  normalizeSeverity,
  orPlaceholder,
  PLACEHOLDERS,
  statusUpdateSeverity,
  taskEventSeverity,
} from '@client/features/notifications/notificationSeverity';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const ids = () => 'generated-1';

describe('severity rules', () => {
  it('keeps success, error and warning; anything else is info', () => {
    expect(['success', 'ERROR', 'warning', 'critical', undefined].map(normalizeSeverity)).toEqual([
      'success',
      'error',
      'warning',
      'info',
      'info',
    ]);
  });

  it.each([
    ['ProjectDeleted', 'error'],
    ['consultant_deleted', 'error'],
    ['TaskCompleted', 'success'],
    ['UserCreated', 'info'],
    ['ProjectUpdated', 'warning'],
  ])('admin event %s is %s', (type, severity) => {
    expect(adminEventSeverity(type)).toBe(severity);
  });

  it('maps status updates and task events', () => {
    expect(['Approved', 'Rejected', 'Pending'].map(statusUpdateSeverity)).toEqual([
      'success',
      'error',
      'info',
    ]);
    expect(taskEventSeverity({ isComplete: true })).toBe('success');
    expect(taskEventSeverity({ isComplete: false })).toBe('warning');
    expect(taskEventSeverity({ deleted: true })).toBe('error');
  });

  it('uses the placeholders when data is missing', () => {
    expect(orPlaceholder(undefined, 'project')).toBe('Unknown Project');
    expect(orPlaceholder('  ', 'task')).toBe('Unknown Task');
    expect(orPlaceholder('ERP rollout', 'project')).toBe('ERP rollout');
    expect(Object.values(PLACEHOLDERS)).toEqual([
      'Unknown Project',
      'Unknown Task',
      'Unknown Consultant',
      'Unknown User',
      'Unknown Service',
      'Unknown Feature',
      'Unknown Benefit',
      'Unknown Role',
      'Unknown Request',
    ]);
  });
});

describe('data fields', () => {
  it('reads either capitalisation', () => {
    expect(readField({ ProjectId: 4 }, 'projectId')).toBe(4);
    expect(readField({ projectId: 5, ProjectId: 4 }, 'projectId')).toBe(5);
    expect(readNotificationData({ ProjectName: 'ERP', taskName: 'Kick-off', Unrelated: 1 })).toEqual({
      projectName: 'ERP',
      taskName: 'Kick-off',
    });
  });

  it('parses additionalData JSON and survives a broken one', () => {
    expect(parseAdditionalData('{"ProjectId":3}')).toEqual({ ProjectId: 3 });
    expect(parseAdditionalData('{broken')).toEqual({});
    expect(parseAdditionalData('[1,2]')).toEqual({});
    expect(parseAdditionalData(null)).toEqual({});
  });
});

describe('normalizeNotification', () => {
  it('gives a locally added notification the defaults', () => {
    expect(normalizeNotification({}, NOW, ids)).toEqual({
      id: 'generated-1',
      type: 'system',
      title: 'Notification',
      message: 'New notification received',
      severity: 'info',
      isRead: false,
      createdAt: new Date(NOW).toISOString(),
      timestamp: new Date(NOW).toISOString(),
      additionalData: null,
      data: {},
    });
  });

  it('reads a PascalCase hub payload with its data', () => {
    const n = normalizeNotification(
      {
        Id: 9,
        Type: 'TaskCompleted',
        Title: 'Task done',
        Message: 'Kick-off is complete',
        Severity: 'success',
        IsRead: true,
        CreatedAt: '2025-01-10T08:00:00Z',
        AdditionalData: '{"TaskName":"Kick-off","IsComplete":true}',
      },
      NOW,
      ids,
    );
    expect(n).toMatchObject({ id: 9, type: 'TaskCompleted', severity: 'success', isRead: true });
    expect(n.data).toMatchObject({ taskName: 'Kick-off', isComplete: true, TaskName: 'Kick-off' });
    expect(n.additionalData).toBe('{"TaskName":"Kick-off","IsComplete":true}');
  });
});

describe('formatting', () => {
  it("formats time as 'MMM dd, HH:mm' in local time", () => {
    expect(formatNotificationTime(new Date(2025, 2, 5, 14, 7).toISOString())).toBe('Mar 05, 14:07');
    expect(formatNotificationTime('not a date')).toBe('');
    expect(formatNotificationTime(undefined)).toBe('');
  });

  it('caps the badge at 99+', () => {
    expect([0, 7, 99, 100, 250].map(formatBadgeCount)).toEqual(['0', '7', '99', '99+', '99+']);
  });

  it('orders newest first', () => {
    const at = (id: number, createdAt: string) => normalizeNotification({ id, createdAt }, NOW, ids);
    const sorted = [
      at(1, '2025-01-01T00:00:00Z'),
      at(2, '2025-01-03T00:00:00Z'),
      at(3, '2025-01-02T00:00:00Z'),
    ].sort(compareNewestFirst);
    expect(sorted.map((n) => n.id)).toEqual([2, 3, 1]);
  });
});
