import type { EventFamily } from '@server/services/notifications/types';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/domain/notificationTypes';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { apply } from '../work/consultantSamples';
import { person, type Person } from '../work/fixtures';
import { event } from './fixtures';

// The severity each stored notification carries, so that a reload shows what the live event showed
// (docs/requirements.md#notification-severity): administrators' events by the word in their type
// (`deleted` error, `completed` success, `created` info, anything else warning), status updates by
// their outcome (Approved success, Rejected error, anything else info), task events by the change
// (completed success, back to pending warning, deleted error). Decision 040 holds the table; the
// values here are written out, so that a change of the rules fails this test.

type Severity = 'info' | 'success' | 'warning' | 'error';

/** Every type the server raises, by family, with the severity the client would give it. */
const EMITTED: Array<[NotificationType, EventFamily, Severity]> = [
  ['application_created', 'applications', 'info'],
  ['application_updated', 'applications', 'warning'],
  ['application_approved', 'applications', 'success'],
  ['application_rejected', 'applications', 'error'],
  ['project_request_created', 'projectRequests', 'info'],
  ['project_request_updated', 'projectRequests', 'warning'],
  ['project_request_approved', 'projectRequests', 'success'],
  ['project_request_rejected', 'projectRequests', 'error'],
  ['consultant_created', 'consultants', 'info'],
  ['consultant_updated', 'consultants', 'warning'],
  ['consultant_deleted', 'consultants', 'error'],
  ['consultant_rejected', 'consultants', 'error'],
  ['consultant_expertise_added', 'consultants', 'warning'],
  ['consultant_expertise_updated', 'consultants', 'warning'],
  ['consultant_expertise_removed', 'consultants', 'warning'],
  ['consultant_availability', 'consultants', 'warning'],
  ['project_created', 'projects', 'info'],
  ['project_updated', 'projects', 'warning'],
  ['project_deleted', 'projects', 'error'],
  ['project_available', 'projects', 'warning'],
  ['project_customer_changed', 'projects', 'warning'],
  ['project_application_received', 'projects', 'warning'],
  // 'Accepted' is neither Approved nor Rejected: info (decision 041).
  ['project_application_accepted', 'projects', 'info'],
  ['project_application_rejected', 'projects', 'error'],
  ['project_update_added', 'projects', 'warning'],
  ['project_update_modified', 'projects', 'warning'],
  ['project_update_deleted', 'projects', 'error'],
  ['project_metrics_updated', 'projects', 'warning'],
  ['project_metrics_deleted', 'projects', 'error'],
  ['bulk_assign_to_project', 'assignments', 'warning'],
  ['bulk_unassign_from_project', 'assignments', 'warning'],
  ['consultant_assigned', 'assignments', 'warning'],
  ['project_leader_assigned', 'assignments', 'warning'],
  ['consultant_unassigned', 'assignments', 'warning'],
  ['task_created', 'tasks', 'info'],
  ['task_updated', 'tasks', 'warning'],
  ['task_completed', 'tasks', 'success'],
  ['task_deleted', 'tasks', 'error'],
  ['user_created', 'users', 'info'],
  ['user_updated', 'users', 'warning'],
  ['user_deleted', 'users', 'error'],
  ['user_status_changed', 'users', 'warning'],
  ['role_assigned', 'roles', 'warning'],
  ['role_removed', 'roles', 'warning'],
  ['service_created', 'services', 'info'],
  ['service_updated', 'services', 'warning'],
  ['service_deleted', 'services', 'error'],
  ['service_feature_added', 'services', 'warning'],
  ['service_feature_removed', 'services', 'warning'],
  ['service_benefit_added', 'services', 'warning'],
  ['service_benefit_removed', 'services', 'warning'],
  ['site_settings_updated', 'siteContent', 'warning'],
  ['about_us_created', 'siteContent', 'info'],
  ['about_us_updated', 'siteContent', 'warning'],
  ['about_us_image_added', 'siteContent', 'warning'],
  ['about_us_image_deleted', 'siteContent', 'error'],
  ['homepage_info_created', 'siteContent', 'info'],
  ['homepage_info_updated', 'siteContent', 'warning'],
];

describe('the severity of stored notifications', () => {
  it('has a row here for every type of the table, and no other', () => {
    expect(EMITTED.map(([type]) => type).sort()).toEqual(Object.keys(NOTIFICATION_TYPES).sort());
  });

  it('stores a task completion undone (isComplete false) as warning', async () => {
    const since = await lastId();
    await t.app.notifier.notify(
      event({ type: 'task_completed', family: 'tasks', data: { isComplete: false }, toUserIds: [] }),
    );
    expect(await stored('task_completed', since)).toEqual([['admin', 'warning']]);
  });

  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  /** The newest row's id: the rows a test stores come after it. */
  const lastId = async () =>
    (
      await t.app.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0;
  /** The audience and severity of each row stored for a type after `since`. */
  const stored = async (type: string, since: number) =>
    (
      await t.app.db
        .selectFrom('notifications')
        .select(['audience', 'severity'])
        .where('type', '=', type)
        .where('id', '>', since)
        .orderBy('id')
        .execute()
    ).map((row) => [row.audience, row.severity]);

  it.each(EMITTED)('stores %s (%s) as %s', async (type, family, severity) => {
    const user = await t.createUser();
    const since = await lastId();
    await t.app.notifier.notify(event({ type, family, toUserIds: [user.id] }));
    expect(await stored(type, since)).toEqual([
      ['admin', severity],
      ['user', severity],
    ]);
  });

  describe('of status updates raised by the API', () => {
    const post = (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: admin.headers, payload });

    it('stores a rejected project request as error', async () => {
      const since = await lastId();
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/ProjectRequest',
        payload: {
          requestTitle: 'A portal',
          description: 'We need a customer portal.',
          contactName: 'Zeynep Arslan',
          email: 'zeynep@client.example',
        },
      });
      expect(submitted.statusCode).toBe(201);
      expect((await post(`/ProjectRequest/${submitted.json().id}/reject`)).statusCode).toBe(200);
      expect(await stored('project_request_created', since)).toEqual([['admin', 'info']]);
      expect(await stored('project_request_rejected', since)).toEqual([['admin', 'error']]);
    });

    it.each([
      ['reject', 'application_rejected', 'error'],
      ['approve', 'application_approved', 'success'],
    ])('stores a consultant application after %s as %s, %s', async (decision, type, severity) => {
      const applicant = await person(t, 3);
      const since = await lastId();
      const application = await apply(t, applicant.headers);
      expect(application.statusCode).toBe(201);
      expect((await post(`/consultants/${decision}/${application.json().id}`)).statusCode).toBe(200);
      expect(await stored(type, since)).toEqual([
        ['admin', severity],
        ['user', severity],
      ]);
    });
  });
});
