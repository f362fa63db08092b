import type { ProjectDetail, ProjectDto, ProjectSummary } from '@shared/contracts/projects';
import { siteSettingsUpdated, userCreated, userUpdated } from '@server/services/notifications/events';
import { describeChanges, type CheckedFields } from '@server/services/projects/projectFields';
import type { FoundApplication } from '@server/repositories/projectApplications';
import type { ContentContext } from '@server/services/contentEvents';
import type { NotifyInput } from '@server/services/notifications/types';
import { recordingContext } from '../content/support';
import { announceRejected } from '@server/services/projects/projectApplicationEvents';
import { audienceUsers, type ProjectAudience } from '@server/services/projects/projectAudience';
import { announceCreated, announceRemoved, announceUpdated } from '@server/services/projects/projectEvents';
import {
  announceAssigned,
  announceLeader,
  announceTeam,
  announceUnassigned,
} from '@server/services/projects/projectTeamEvents';
import {
  roleChanged,
  userCreatedByAdmin,
  userDeleted,
  userStatusChanged,
  userUpdatedByAdmin,
} from '@server/services/users/userEvents';

// What the events of users, roles, projects and teams say, and to whom besides the administrators:
// the words a person reads in the bell and in the list (docs/requirements.md#events). The notifier
// only records here, so that each row tests the event module alone.

type Raise = (ctx: ContentContext) => Promise<void>;
type Said = Pick<NotifyInput, 'family' | 'type' | 'title' | 'message'> &
  Partial<Pick<NotifyInput, 'toUserIds' | 'toRoleId'>>;

async function said(run: Raise): Promise<Said[]> {
  const { ctx, raised } = recordingContext();
  await run(ctx);
  return raised.map(({ family, type, title, message, toUserIds, toRoleId }) => ({
    family,
    type,
    title,
    message,
    ...(toUserIds !== undefined && { toUserIds }),
    ...(toRoleId !== undefined && { toRoleId }),
  }));
}

const ada = { id: 11, userName: 'ada', email: 'ada@example.com', fullName: 'Ada Byron', roleId: 2 };
const project = { id: 5, name: 'Data Lake', customerId: 50, status: 'Active' } as ProjectDto;
const detail = (open: boolean) =>
  ({ ...project, customerName: 'Cem', isAvailableForApplication: open }) as unknown as ProjectDetail;
const kim = { consultantId: 8, fullName: 'Kim Lee', userId: 80 };
const joe = { consultantId: 9, fullName: 'Joe Park', userId: 90 };
const at = '2026-11-29T10:00:00.000Z';
/** A project's audience: its customer and its working team, in the order they joined. */
const heard = (customerId: number | null, ...memberUserIds: number[]): ProjectAudience => ({
  projectId: 5,
  customerId,
  memberUserIds,
  adminUserIds: [],
});

describe('event texts', () => {
  it.each<[string, Raise, Said[]]>([
    [
      'a user created and invited',
      (ctx) => userCreatedByAdmin(ctx, ada, true),
      [
        {
          family: 'users',
          type: 'user_created',
          title: 'User created',
          message:
            'Ada Byron (ada@example.com) was given an account as Consultant and invited to choose a password.',
        },
      ],
    ],
    [
      'a user created with a password',
      (ctx) => userCreatedByAdmin(ctx, { ...ada, roleId: 3 }, false),
      [
        {
          family: 'users',
          type: 'user_created',
          title: 'User created',
          message: 'Ada Byron (ada@example.com) was given an account as Customer.',
        },
      ],
    ],
    [
      'a user updated',
      (ctx) => userUpdatedByAdmin(ctx, ada),
      [
        {
          family: 'users',
          type: 'user_updated',
          title: 'User updated',
          message: 'The account of Ada Byron was updated.',
        },
      ],
    ],
    [
      'a user deleted, not told',
      (ctx) => userDeleted(ctx, ada),
      [
        {
          family: 'users',
          type: 'user_deleted',
          title: 'User deleted',
          message: 'The account of Ada Byron (ada@example.com) was deleted.',
        },
      ],
    ],
    [
      'an account activated',
      (ctx) => userStatusChanged(ctx, ada, true),
      [
        {
          family: 'users',
          type: 'user_status_changed',
          title: 'Account activated',
          message: 'The account of Ada Byron was activated.',
          toUserIds: [11],
        },
      ],
    ],
    [
      'an account deactivated',
      (ctx) => userStatusChanged(ctx, ada, false),
      [
        {
          family: 'users',
          type: 'user_status_changed',
          title: 'Account deactivated',
          message: 'The account of Ada Byron was deactivated.',
          toUserIds: [11],
        },
      ],
    ],
    [
      'a role given',
      (ctx) => roleChanged(ctx, ada, 3),
      [
        {
          family: 'roles',
          type: 'role_assigned',
          title: 'Role assigned',
          message: 'Ada Byron is now Consultant (was Customer).',
          toUserIds: [11],
        },
      ],
    ],
    [
      'a role taken back',
      (ctx) => roleChanged(ctx, { ...ada, roleId: 3 }, 1),
      [
        {
          family: 'roles',
          type: 'role_removed',
          title: 'Role removed',
          message: 'Ada Byron is no longer Admin and is a Customer again.',
          toUserIds: [11],
        },
      ],
    ],
    [
      'a project created, closed to applications',
      (ctx) => announceCreated(ctx, detail(false), heard(50)),
      [
        {
          family: 'projects',
          type: 'project_created',
          title: 'Project created',
          message: 'Project "Data Lake" was created.',
          toUserIds: [50],
        },
      ],
    ],
    [
      'a project created, open to applications',
      (ctx) => announceCreated(ctx, detail(true), heard(50)),
      [
        {
          family: 'projects',
          type: 'project_created',
          title: 'Project created',
          message: 'Project "Data Lake" was created.',
          toUserIds: [50],
        },
        {
          family: 'projects',
          type: 'project_available',
          title: 'Project open for applications',
          message: 'Project "Data Lake" is open for applications.',
          toRoleId: 2,
        },
      ],
    ],
    [
      'a project updated and opened, taken from another customer',
      (ctx) => announceUpdated(ctx, detail(true), { customerId: 40, open: false }, heard(50, 80)),
      [
        {
          family: 'projects',
          type: 'project_updated',
          title: 'Project updated',
          message: 'Project "Data Lake" was updated.',
          toUserIds: [50, 80],
        },
        {
          family: 'projects',
          type: 'project_customer_changed',
          title: 'Project moved',
          message: 'One of your projects was moved to another customer and no longer appears among yours.',
          toUserIds: [40],
        },
        {
          family: 'projects',
          type: 'project_available',
          title: 'Project open for applications',
          message: 'Project "Data Lake" is open for applications.',
          toRoleId: 2,
        },
      ],
    ],
    [
      'a project updated that was open already',
      (ctx) => announceUpdated(ctx, detail(true), { customerId: 50, open: true }, heard(50)),
      [
        {
          family: 'projects',
          type: 'project_updated',
          title: 'Project updated',
          message: 'Project "Data Lake" was updated.',
          toUserIds: [50],
        },
      ],
    ],
    [
      'a project deleted',
      (ctx) => announceRemoved(ctx, project, heard(50, 80)),
      [
        {
          family: 'projects',
          type: 'project_deleted',
          title: 'Project deleted',
          message: 'Project "Data Lake" was deleted.',
          toUserIds: [50, 80],
        },
      ],
    ],
    [
      'a consultant assigned',
      (ctx) => announceAssigned(ctx, project, kim, { isLeader: false, at, leader: null }, heard(50, 80)),
      [
        {
          family: 'assignments',
          type: 'consultant_assigned',
          title: 'Consultant assigned',
          message: 'Kim Lee was assigned to project "Data Lake".',
          toUserIds: [50, 80],
        },
      ],
    ],
    [
      'a consultant assigned as leader, replacing one',
      (ctx) =>
        announceAssigned(
          ctx,
          project,
          kim,
          { isLeader: true, at, leader: { consultantId: 8, fullName: 'Kim Lee' }, formerLeaderUserId: 90 },
          heard(50, 80),
        ),
      [
        {
          family: 'assignments',
          type: 'consultant_assigned',
          title: 'Consultant assigned as leader',
          message: 'Kim Lee was assigned to project "Data Lake" as its leader.',
          toUserIds: [50, 80, 90],
        },
      ],
    ],
    [
      'a lead taken',
      (ctx) =>
        announceLeader(
          ctx,
          project,
          kim,
          { isLeader: true, at, leader: kim, formerLeaderUserId: 90 },
          heard(50, 80),
        ),
      [
        {
          family: 'assignments',
          type: 'project_leader_assigned',
          title: 'Project leader changed',
          message: 'Kim Lee now leads project "Data Lake".',
          toUserIds: [50, 80, 90],
        },
      ],
    ],
    [
      'a lead given up',
      (ctx) => announceLeader(ctx, project, kim, { isLeader: false, at, leader: null }, heard(50, 80)),
      [
        {
          family: 'assignments',
          type: 'project_leader_assigned',
          title: 'Project leader changed',
          message: 'Kim Lee no longer leads project "Data Lake".',
          toUserIds: [50, 80],
        },
      ],
    ],
    [
      'a consultant taken off',
      (ctx) => announceUnassigned(ctx, project, { ...kim, isLeader: true }, at, heard(50)),
      [
        {
          family: 'assignments',
          type: 'consultant_unassigned',
          title: 'Consultant unassigned',
          message: 'Kim Lee was taken off project "Data Lake".',
          toUserIds: [50, 80],
        },
      ],
    ],
    [
      'a team set: two on, one off, a new leader',
      (ctx) =>
        announceTeam(
          ctx,
          project,
          {
            assigned: [kim, joe],
            removed: [{ consultantId: 7, fullName: 'Ola Berg', userId: 70 }],
            leader: { consultantId: 9, fullName: 'Joe Park' },
            leaderChanged: true,
            formerLeaderUserId: 70,
            at,
          },
          heard(50, 80, 90),
        ),
      [
        {
          family: 'assignments',
          type: 'bulk_assign_to_project',
          title: 'Project team changed',
          message: 'Kim Lee, Joe Park assigned to project "Data Lake". Joe Park leads it.',
          toUserIds: [50, 80, 90, 70],
        },
        {
          family: 'assignments',
          type: 'bulk_unassign_from_project',
          title: 'Consultants unassigned',
          message: 'Ola Berg taken off project "Data Lake".',
          toUserIds: [50, 80, 90, 70],
        },
      ],
    ],
    [
      'a team set: on, with the leader as it was',
      (ctx) =>
        announceTeam(
          ctx,
          project,
          {
            assigned: [kim],
            removed: [],
            leader: { consultantId: 9, fullName: 'Joe Park' },
            leaderChanged: false,
            at,
          },
          heard(50, 90, 80),
        ),
      [
        {
          family: 'assignments',
          type: 'bulk_assign_to_project',
          title: 'Project team changed',
          message: 'Kim Lee assigned to project "Data Lake".',
          toUserIds: [50, 90, 80],
        },
      ],
    ],
    [
      'a team set: only a new leader',
      (ctx) =>
        announceTeam(
          ctx,
          project,
          {
            assigned: [],
            removed: [],
            leader: { consultantId: 9, fullName: 'Joe Park' },
            leaderChanged: true,
            at,
          },
          heard(50, 90),
        ),
      [
        {
          family: 'assignments',
          type: 'bulk_assign_to_project',
          title: 'Project team changed',
          message: 'Joe Park now leads project "Data Lake".',
          toUserIds: [50, 90],
        },
      ],
    ],
    [
      'a team set: the leader gone',
      (ctx) =>
        announceTeam(
          ctx,
          project,
          { assigned: [], removed: [], leader: null, leaderChanged: true, at },
          heard(50),
        ),
      [
        {
          family: 'assignments',
          type: 'bulk_assign_to_project',
          title: 'Project team changed',
          message: 'Project "Data Lake" has no leader now.',
          toUserIds: [50],
        },
      ],
    ],
    [
      'a team set that changed nothing',
      (ctx) =>
        announceTeam(
          ctx,
          project,
          { assigned: [], removed: [], leader: null, leaderChanged: false, at },
          heard(50, 80),
        ),
      [],
    ],
    [
      'a project application rejected',
      (ctx) =>
        announceRejected(ctx, {
          application: {
            id: 3,
            projectId: 5,
            projectName: 'Data Lake',
            consultantId: 8,
            consultantName: 'Kim Lee',
            status: 'Rejected',
          },
          consultantUserId: 80,
        } as unknown as FoundApplication),
      [
        {
          family: 'projects',
          type: 'project_application_rejected',
          title: 'Project application rejected',
          message: 'The application of Kim Lee to project "Data Lake" was rejected.',
          toUserIds: [80],
        },
      ],
    ],
  ])('%s', async (_label, run, expected) => {
    expect(await said(run)).toEqual(expected);
  });

  it('names each person of the audience once, and those it names besides, leaving out no one', () => {
    expect(audienceUsers(heard(50, 80, 50), 80, null, undefined, 40)).toEqual([50, 80, 40]);
    expect(audienceUsers(heard(null))).toEqual([]);
    expect(audienceUsers(heard(null, 80), 90)).toEqual([80, 90]);
  });
});

describe('account and site event texts', () => {
  const who = { id: 4, userName: 'ada', email: 'ada@example.com' };
  it.each<[string, NotifyInput]>([
    [
      'a registration',
      {
        family: 'users',
        type: 'user_created',
        title: 'New user registered',
        message: 'ada (ada@example.com) registered.',
        data: { userId: 4, userName: 'ada', email: 'ada@example.com' },
      },
    ],
    [
      'a profile change',
      {
        family: 'users',
        type: 'user_updated',
        title: 'User profile updated',
        message: 'ada updated their profile.',
        data: { userId: 4, userName: 'ada', email: 'ada@example.com' },
      },
    ],
  ])('words %s', (label, expected) => {
    expect(label === 'a registration' ? userCreated(who) : userUpdated(who)).toEqual(expected);
  });

  it('words a site settings change, with or without a site name', () => {
    expect(siteSettingsUpdated({ id: 1, siteName: 'Acme' })).toEqual({
      family: 'siteContent',
      type: 'site_settings_updated',
      title: 'Site settings updated',
      message: 'The site settings of Acme were updated.',
      data: { id: 1, name: 'Acme' },
    });
    expect(siteSettingsUpdated({ id: 1, siteName: '' }).message).toBe(
      'The site settings of the site were updated.',
    );
  });
});

describe('a project change as its history words it', () => {
  const before = {
    id: 5,
    name: 'Data Lake',
    description: 'Old text',
    status: 'Pending',
    customerId: 50,
    customerName: 'Cem',
    serviceId: 3,
    serviceName: 'Cloud',
    budget: 10000,
    currency: 'TRY',
    startDate: '2026-01-01',
    endDate: null,
    isAvailableForApplication: false,
  } as unknown as ProjectSummary;
  const change = (changes: object, names: object = {}) =>
    describeChanges(before, { changes, ...names } as CheckedFields);

  it.each<[string, object, object, string]>([
    ['nothing that differs', { name: 'Data Lake', budget: 10000, currency: 'TRY' }, {}, ''],
    ['a name', { name: 'Data Sea' }, {}, 'Name: Data Lake → Data Sea'],
    ['a description', { description: 'New text' }, {}, 'Description changed'],
    ['the same description', { description: 'Old text' }, {}, ''],
    ['a status', { status: 'Active' }, {}, 'Status: Pending → Active'],
    ['a customer', { customerId: 51 }, { customerName: 'Defne' }, 'Customer: Cem (#50) → Defne (#51)'],
    ['no customer', { customerId: null }, { customerName: null }, 'Customer: Cem (#50) → none'],
    [
      'a customer of the same name',
      { customerId: 52 },
      { customerName: 'Cem' },
      'Customer: Cem (#50) → Cem (#52)',
    ],
    ['a service without a name', { serviceId: 4 }, {}, 'Service: Cloud (#3) → Unknown (#4)'],
    ['a budget', { budget: 12000 }, {}, 'Budget: 10000 → 12000'],
    ['no budget', { budget: null }, {}, 'Budget: 10000 → none'],
    ['a currency', { currency: 'EUR' }, {}, 'Currency: TRY → EUR'],
    ['a start date', { startDate: '2026-02-01' }, {}, 'Start date: 2026-01-01 → 2026-02-01'],
    ['an end date', { endDate: '2026-12-31' }, {}, 'End date: none → 2026-12-31'],
    ['opening it', { isAvailableForApplication: true }, {}, 'Open for applications: no → yes'],
    [
      'several at once',
      { status: 'Active', budget: 12000, isAvailableForApplication: true },
      {},
      'Status: Pending → Active; Budget: 10000 → 12000; Open for applications: no → yes',
    ],
  ])('words %s', (_label, changes, names, text) => {
    expect(change(changes, names)).toBe(text);
  });
});
