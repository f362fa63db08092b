// Who may call what, route by route and caller by caller (docs/requirements.md#access): the table a
// test walks against the running app (authorization.test.ts), and that a route missing from it fails.
//
// The callers, around one project that was the former customer's and is now the customer's, whose
// team has the leader and the member and had the former member:
// - anonymous: no token;
// - admin: role 1;
// - customer, formerCustomer, otherCustomer: role 3, the project's customer now, before, never;
// - leader, member, formerMember, otherConsultant: working consultants (role 2, approved and
//   active), leading the team, on it, taken off it, never on it.
// Each route is called on that scene's objects: the project, its update, metric and task, the
// customer's quote request and notification, the member's consultant profile and expertise (see
// authorizationScene.ts for the rest).
//
// An outcome is 'ok' (the call reached its handler's work: any answer but 401, 403 and 404), or the
// refusal: 401 without a session, 403 for a role that lacks the function or a project someone may
// see but not work on, 404 for another user's object or a project someone may not see.

export const CALLERS = [
  'anonymous',
  'admin',
  'customer',
  'formerCustomer',
  'otherCustomer',
  'leader',
  'member',
  'formerMember',
  'otherConsultant',
] as const;

export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | 401 | 403 | 404;
export type Row = Record<Caller, Outcome>;

type Cells = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

const row = (...cells: Cells): Row =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, cells[i]])) as Row;

// Cells: anonymous, admin, customer, formerCustomer, otherCustomer, leader, member, formerMember,
// otherConsultant.
const ANYONE = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const SIGNED_IN = row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const ADMINS = row(401, 'ok', 403, 403, 403, 403, 403, 403, 403);
const STAFF = row(401, 'ok', 403, 403, 403, 'ok', 'ok', 'ok', 'ok');
const CONSULTANTS = row(401, 403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok');
/** Whoever may see the project: administrators, its customer, its team. */
const PROJECT_READERS = row(401, 'ok', 'ok', 404, 404, 'ok', 'ok', 404, 404);
/** Writes of the project's work: administrators and its team; customers lack the function. */
const PROJECT_WORKERS = row(401, 'ok', 403, 403, 403, 'ok', 'ok', 404, 404);
/** The member's own update on the project: the rest of the team sees it but may not change it. */
const UPDATE_AUTHOR = row(401, 'ok', 403, 403, 403, 403, 'ok', 404, 404);
/** The customer's own object (their notification, their quote request), and administrators. */
const CUSTOMER_AND_ADMINS = row(401, 'ok', 'ok', 404, 404, 404, 404, 404, 404);
const CUSTOMER_ONLY = row(401, 404, 'ok', 404, 404, 404, 404, 404, 404);
/** The member's own consultant profile, and administrators. */
const MEMBER_AND_ADMINS = row(401, 'ok', 404, 404, 404, 404, 'ok', 404, 404);

export const AUTHORIZATION: Record<string, Row> = {
  // Accounts: anyone; logging out needs the session it ends.
  'POST /Account/login': ANYONE,
  'POST /Account/logout': SIGNED_IN,
  'POST /Account/Account/Register': ANYONE,
  'POST /Account/Account/VerifyEmail': ANYONE,
  'POST /Account/Account/ResendVerificationPin': ANYONE,
  'POST /Account/Account/ForgotPassword': ANYONE,
  'POST /Account/Account/ResetPassword': ANYONE,
  // One's own profile.
  'GET /Manage/profile': SIGNED_IN,
  'POST /Manage/update': SIGNED_IN,
  'POST /Manage/upload-photo': SIGNED_IN,
  'POST /Manage/confirm-email': SIGNED_IN,
  // The public site and its administration.
  'GET /sitesettings': ANYONE,
  'GET /sitesettings/:id': ADMINS,
  'POST /sitesettings': ADMINS,
  'PUT /sitesettings': ADMINS,
  'PATCH /sitesettings/:id': ADMINS,
  'GET /aboutus': ANYONE,
  'POST /aboutus': ADMINS,
  'PUT /aboutus/:id': ADMINS,
  'POST /aboutus/:id/images': ADMINS,
  'DELETE /aboutus/images/:imageId': ADMINS,
  'GET /homepage': ANYONE,
  'POST /homepage': ADMINS,
  'PUT /homepage/:id': ADMINS,
  'GET /services': ANYONE,
  'GET /services/:id': ANYONE,
  'GET /services/slug/:slug': ANYONE,
  'POST /services': ADMINS,
  'PUT /services/:id': ADMINS,
  'DELETE /services/:id': ADMINS,
  'POST /services/:id/features': ADMINS,
  'DELETE /services/:id/features/:featureId': ADMINS,
  'POST /services/:id/benefits': ADMINS,
  'DELETE /services/:id/benefits/:benefitId': ADMINS,
  'GET /currency': ANYONE,
  'GET /currency/available': ANYONE,
  'GET /currency/info/:code': ANYONE,
  'GET /currency/validate/:code': ANYONE,
  'GET /currency/:id': ANYONE,
  'GET /health': ANYONE,
  // People.
  'GET /Manage/users': ADMINS,
  'POST /Manage/create-user': ADMINS,
  'PUT /Manage/update-user/:id': ADMINS,
  'DELETE /Manage/delete-user/:id': ADMINS,
  'GET /User/statistics': ADMINS,
  'GET /User': ADMINS,
  'GET /User/:id': ADMINS,
  'GET /user/customers': STAFF,
  'GET /roles': ADMINS,
  'POST /roles/assign': ADMINS,
  'POST /roles/remove': ADMINS,
  // Consultants: the public directory, one's own profile, the administrators' decisions.
  'GET /consultants': ANYONE,
  'GET /consultants/:id': ANYONE,
  'GET /consultants/slug/:slug': ANYONE,
  'GET /consultants/:id/projects/public': ANYONE,
  'GET /consultants/user/:userId': SIGNED_IN,
  'GET /consultants/mine': SIGNED_IN,
  // Anyone signed in, each seeing only the projects they may see (checked apart by the walk).
  'GET /consultants/:id/projects': SIGNED_IN,
  'GET /consultants/:id/cv': MEMBER_AND_ADMINS,
  'POST /consultants': ADMINS,
  'PUT /consultants/:id': MEMBER_AND_ADMINS,
  'DELETE /consultants/:id': ADMINS,
  'POST /consultants/:id/expertise': MEMBER_AND_ADMINS,
  'PUT /consultants/expertise/:id': MEMBER_AND_ADMINS,
  'DELETE /consultants/expertise/:id': MEMBER_AND_ADMINS,
  'PUT /consultants/:id/availability': MEMBER_AND_ADMINS,
  'PUT /consultants/user/:userId/availability': MEMBER_AND_ADMINS,
  'POST /consultants/apply': SIGNED_IN,
  'POST /consultants/approve/:id': ADMINS,
  'POST /consultants/reject/:id': ADMINS,
  // Projects.
  'GET /projects': SIGNED_IN,
  'GET /projects/statistics': STAFF,
  'GET /projects/available-consultants': STAFF,
  'GET /projects/:id': PROJECT_READERS,
  'GET /projects/:id/history': PROJECT_READERS,
  'POST /projects': ADMINS,
  'PATCH /projects/:id': ADMINS,
  'DELETE /projects/:id': ADMINS,
  'PUT /projects/:id/assign-consultant': ADMINS,
  'POST /projects/:id/consultants': ADMINS,
  'POST /projects/:id/consultants/multiple': ADMINS,
  'DELETE /projects/:id/consultants/:consultantId': ADMINS,
  'POST /projects/:id/updates': PROJECT_WORKERS,
  // An update is changed or deleted by its author (the member) or an administrator only.
  'PUT /projects/:id/updates/:updateId': UPDATE_AUTHOR,
  'DELETE /projects/:id/updates/:updateId': UPDATE_AUTHOR,
  'POST /projects/:id/metrics': PROJECT_WORKERS,
  'PUT /projects/:id/metrics/:metricId': PROJECT_WORKERS,
  'DELETE /projects/:id/metrics/:metricId': PROJECT_WORKERS,
  // Applications to work on a project (to the open project, which nobody is on).
  'POST /projects/:id/applications': CONSULTANTS,
  'GET /projects/:id/applications': ADMINS,
  'POST /projects/applications/:id/accept': ADMINS,
  'POST /projects/applications/:id/reject': ADMINS,
  // Tasks.
  'GET /tasks': STAFF,
  'GET /projects/:id/tasks': PROJECT_READERS,
  'POST /projects/:id/tasks': PROJECT_WORKERS,
  'PUT /tasks/:id': PROJECT_WORKERS,
  'PATCH /tasks/:id/complete': PROJECT_WORKERS,
  // Administrators, or the project's leader; a member sees the task but may not delete it.
  'DELETE /tasks/:id': row(401, 'ok', 403, 403, 403, 'ok', 403, 404, 404),
  // Quote requests.
  'POST /ProjectRequest': ANYONE,
  'GET /ProjectRequest': ADMINS,
  'GET /ProjectRequest/mine': SIGNED_IN,
  'GET /ProjectRequest/:id': CUSTOMER_AND_ADMINS,
  'PUT /ProjectRequest/:id': ADMINS,
  'POST /ProjectRequest/:id/approve': ADMINS,
  'POST /ProjectRequest/:id/reject': ADMINS,
  // Notifications: one's own (the customer's notification for the calls that name one).
  'GET /notification/all': SIGNED_IN,
  'GET /notification/admin': ADMINS,
  'GET /notification/total-unread-count': SIGNED_IN,
  'GET /notification/unread-count': SIGNED_IN,
  'GET /notification/unread-count/role': SIGNED_IN,
  'GET /notification/unread-count/admin': ADMINS,
  'POST /notification/mark-read/:id': CUSTOMER_ONLY,
  'POST /notification/mark-all-read': SIGNED_IN,
  'POST /notification/mark-all-read/user': SIGNED_IN,
  'POST /notification/mark-all-read/role': SIGNED_IN,
  'POST /notification/mark-all-read/admin': ADMINS,
  'DELETE /notification/:id': CUSTOMER_ONLY,
  'GET /notification/settings': SIGNED_IN,
  'PATCH /notification/settings': SIGNED_IN,
  'GET /notification/statistics': ADMINS,
  // The API's own description.
  'GET /docs': ANYONE,
};

/** The hub's join methods, by the same callers; `userGroup` is the customer's own id as text. */
export const HUB_JOINS: Record<string, Row> = {
  JoinAdminNotifications: row(401, 'ok', 403, 403, 403, 403, 403, 403, 403),
  JoinConsultantNotifications: row(401, 403, 403, 403, 403, 'ok', 'ok', 'ok', 'ok'),
  /** Every caller joins with the customer's id: only the customer may. */
  'JoinUserNotifications(customer)': row(401, 403, 'ok', 403, 403, 403, 403, 403, 403),
  /** Every caller joins with their own id. */
  'JoinUserNotifications(own)': row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
};
