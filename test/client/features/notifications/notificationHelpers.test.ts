import {
  compareNewestFirst,
  formatBadgeCount,
  fromLive,
  fromServer,
} from '@client/features/notifications/notificationModel';
import { formatNotificationTime } from '@client/lib/format';
import {
  normalizeSeverity,
  orPlaceholder,
  PLACEHOLDERS,
  statusUpdateSeverity,
  taskEventSeverity,
} from '@client/features/notifications/notificationSeverity';
import { serverNotification } from '@test/client/notificationsState';

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

describe('notifications from the server and from live events', () => {
  it('gives a locally added notification the defaults', () => {
    expect(fromLive({}, NOW, ids)).toEqual({
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

  it('keeps a listed notification as sent and parses its data', () => {
    const dto = serverNotification(9, {
      type: 'task_completed',
      severity: 'success',
      isRead: true,
      additionalData: '{"TaskName":"Kick-off","IsComplete":true}',
    });
    const n = fromServer(dto);
    expect(n).toMatchObject({
      ...dto,
      data: { taskName: 'Kick-off', isComplete: true, TaskName: 'Kick-off' },
    });
    expect(fromLive(dto, NOW, ids)).toEqual(n);
  });
});

describe('formatting', () => {
  it("formats time as 'MMM dd, HH:mm' in local time", () => {
    expect(formatNotificationTime(new Date(2025, 2, 5, 14, 7).toISOString())).toBe('Mar 05, 14:07');
    expect(formatNotificationTime('not a date')).toBe('—');
    expect(formatNotificationTime(undefined)).toBe('—');
  });

  it('caps the badge at 99+', () => {
    expect([0, 7, 99, 100, 250].map(formatBadgeCount)).toEqual(['0', '7', '99', '99+', '99+']);
  });

  it('orders newest first', () => {
    const at = (id: number, createdAt: string) => fromLive({ id, createdAt }, NOW, ids);
    const sorted = [
      at(1, '2025-01-01T00:00:00Z'),
      at(2, '2025-01-03T00:00:00Z'),
      at(3, '2025-01-02T00:00:00Z'),
    ].sort(compareNewestFirst);
    expect(sorted.map((n) => n.id)).toEqual([2, 3, 1]);
  });
});
