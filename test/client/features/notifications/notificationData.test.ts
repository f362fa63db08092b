import {
  NOTIFICATION_DATA_FIELDS,
  notificationData,
  parseAdditionalData,
  readField,
  readNotificationData,
} from '@client/features/notifications/notificationData';

describe('notification data in either capitalisation', () => {
  it('reads a field as camelCase, else as PascalCase', () => {
    expect(readField({ ProjectId: 4 }, 'projectId')).toBe(4);
    expect(readField({ projectId: 5, ProjectId: 4 }, 'projectId')).toBe(5);
    expect(readField({ projectid: 5 }, 'projectId')).toBeUndefined();
    expect(readField('not an object', 'projectId')).toBeUndefined();
  });

  it('takes every known data field under its camelCase name, and nothing else', () => {
    const pascal = Object.fromEntries(
      NOTIFICATION_DATA_FIELDS.map((f, i) => [f.charAt(0).toUpperCase() + f.slice(1), i]),
    );
    const camel = Object.fromEntries(NOTIFICATION_DATA_FIELDS.map((f, i) => [f, i]));
    expect(readNotificationData(pascal)).toEqual(camel);
    expect(readNotificationData({ ProjectName: 'ERP', taskName: 'Kick-off', Unrelated: 1 })).toEqual({
      projectName: 'ERP',
      taskName: 'Kick-off',
    });
  });

  it('parses additionalData JSON and survives a broken one', () => {
    expect(parseAdditionalData('{"ProjectId":3}')).toEqual({ ProjectId: 3 });
    expect(parseAdditionalData('{broken')).toEqual({});
    expect(parseAdditionalData('[1,2]')).toEqual({});
    expect(parseAdditionalData('')).toEqual({});
    expect(parseAdditionalData(null)).toEqual({});
  });

  it("gives a notification's data with the known fields also in camelCase", () => {
    expect(notificationData('{"ProjectId":3,"leaderName":"Ada","Extra":true}')).toEqual({
      ProjectId: 3,
      projectId: 3,
      leaderName: 'Ada',
      Extra: true,
    });
  });
});
