// The one place that reads notification data in either capitalisation: the data fields of a
// notification (its additionalData, and the fields of a live domain event) may arrive as `projectId`
// or `ProjectId` (docs/requirements.md#notification-data). Everything else follows the contract.

/** The data fields a notification may carry. */
export const NOTIFICATION_DATA_FIELDS = [
  'projectId',
  'consultantId',
  'projectName',
  'consultantNames',
  'consultantIds',
  'leaderName',
  'leaderId',
  'assignedAt',
  'unassignedAt',
  'isLeader',
  'name',
  'id',
  'customerName',
  'budget',
  'currency',
  'status',
  'taskName',
  'isComplete',
  'assignedTo',
  'applicationId',
  'adminNotes',
  'userId',
  'userName',
  'email',
  'role',
  'expertise',
  'serviceId',
  'serviceName',
  'featureName',
  'benefitName',
  'requestTitle',
  'description',
] as const;

export type NotificationData = Record<string, unknown>;

const isObject = (value: unknown): value is NotificationData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const upperFirst = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** `source.key`, else `source.Key`. */
export function readField(source: unknown, key: string): unknown {
  if (!isObject(source)) return undefined;
  return source[key] !== undefined ? source[key] : source[upperFirst(key)];
}

/** The object inside a JSON string; a broken or non-object one gives an empty object. */
export function parseAdditionalData(value: string | null | undefined): NotificationData {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The known data fields under their camelCase names, whichever capitalisation arrived. */
export function readNotificationData(source: unknown): NotificationData {
  const out: NotificationData = {};
  for (const key of NOTIFICATION_DATA_FIELDS) {
    const value = readField(source, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A notification's data: everything its additionalData holds, the known fields also in camelCase. */
export function notificationData(additionalData: string | null | undefined): NotificationData {
  const parsed = parseAdditionalData(additionalData);
  return { ...parsed, ...readNotificationData(parsed) };
}
