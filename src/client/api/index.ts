import { API } from '@shared/api/routes';
import type { aboutUsContract } from '@shared/contracts/aboutUs';
import type { accountContract, profileContract } from '@shared/contracts/account';
import type { consultantsContract } from '@shared/contracts/consultants';
import type { currencyContract } from '@shared/contracts/currency';
import type { homepageContract } from '@shared/contracts/homepage';
import type { notificationsContract } from '@shared/contracts/notifications';
import type { projectRequestsContract } from '@shared/contracts/projectRequests';
import type { projectsContract } from '@shared/contracts/projects';
import type { tasksContract } from '@shared/contracts/tasks';
import type { rolesContract, usersContract } from '@shared/contracts/users';
import type { projectApplicationsContract } from '@shared/contracts/projectApplications';
import type { servicesContract } from '@shared/contracts/services';
import type { siteSettingsContract } from '@shared/contracts/siteSettings';
import { apiOf } from './endpoint';

/** Every call of the API by area, typed by the shared contracts. */
export const api = {
  account: apiOf<typeof accountContract>(API.account),
  profile: apiOf<typeof profileContract>(API.profile),
  siteSettings: apiOf<typeof siteSettingsContract>(API.siteSettings),
  aboutUs: apiOf<typeof aboutUsContract>(API.aboutUs),
  homepage: apiOf<typeof homepageContract>(API.homepage),
  services: apiOf<typeof servicesContract>(API.services),
  consultants: apiOf<typeof consultantsContract>(API.consultants),
  currency: apiOf<typeof currencyContract>(API.currency),
  projectRequests: apiOf<typeof projectRequestsContract>(API.projectRequests),
  notifications: apiOf<typeof notificationsContract>(API.notifications),
  projects: apiOf<typeof projectsContract>(API.projects),
  projectApplications: apiOf<typeof projectApplicationsContract>(API.projectApplications),
  tasks: apiOf<typeof tasksContract>(API.tasks),
  users: apiOf<typeof usersContract>(API.users),
  roles: apiOf<typeof rolesContract>(API.roles),
};
