import { route } from './route';

// Every call of the API, once: the server registers its routes from this table (with the schemas of
// contracts/) and the client builds its requests from it. Paths are relative to API_PREFIX.

export const API_PREFIX = '/api';
export const HUB_PATH = '/hubs/notification';
export const UPLOADS_PREFIX = '/uploads';

export const API = {
  account: {
    // The client calls the first path of each pair; the server answers both (docs/requirements.md#accounts).
    login: route('POST', '/Account/login', { alias: '/Account/Account/login' }),
    logout: route('POST', '/Account/logout', { alias: '/Account/Account/logout' }),
    register: route('POST', '/Account/Account/Register', { alias: '/Account/Register' }),
    verifyEmail: route('POST', '/Account/Account/VerifyEmail', { alias: '/Account/VerifyEmail' }),
    resendPin: route('POST', '/Account/Account/ResendVerificationPin', {
      alias: '/Account/ResendVerificationPin',
    }),
    forgotPassword: route('POST', '/Account/Account/ForgotPassword', { alias: '/Account/ForgotPassword' }),
    resetPassword: route('POST', '/Account/Account/ResetPassword', { alias: '/Account/ResetPassword' }),
  },
  profile: {
    get: route('GET', '/Manage/profile'),
    update: route('POST', '/Manage/update'),
    uploadPhoto: route('POST', '/Manage/upload-photo'),
    confirmEmail: route('POST', '/Manage/confirm-email'),
  },
  siteSettings: {
    get: route('GET', '/sitesettings'),
    getById: route('GET', '/sitesettings/:id'),
    create: route('POST', '/sitesettings'),
    update: route('PUT', '/sitesettings'),
    patch: route('PATCH', '/sitesettings/:id'),
  },
  aboutUs: {
    get: route('GET', '/aboutus'),
    create: route('POST', '/aboutus'),
    update: route('PUT', '/aboutus/:id'),
    addImage: route('POST', '/aboutus/:id/images'),
    removeImage: route('DELETE', '/aboutus/images/:imageId'),
  },
  homepage: {
    get: route('GET', '/homepage'),
    create: route('POST', '/homepage'),
    update: route('PUT', '/homepage/:id'),
  },
  services: {
    list: route('GET', '/services'),
    get: route('GET', '/services/:id'),
    bySlug: route('GET', '/services/slug/:slug'),
    create: route('POST', '/services'),
    update: route('PUT', '/services/:id'),
    remove: route('DELETE', '/services/:id'),
    addFeature: route('POST', '/services/:id/features'),
    removeFeature: route('DELETE', '/services/:id/features/:featureId'),
    addBenefit: route('POST', '/services/:id/benefits'),
    removeBenefit: route('DELETE', '/services/:id/benefits/:benefitId'),
  },
  consultants: {
    list: route('GET', '/consultants'),
    get: route('GET', '/consultants/:id'),
    bySlug: route('GET', '/consultants/slug/:slug'),
    byUser: route('GET', '/consultants/user/:userId'),
    publicProjects: route('GET', '/consultants/:id/projects/public'),
  },
  currency: {
    list: route('GET', '/currency'),
    available: route('GET', '/currency/available'),
    info: route('GET', '/currency/info/:code'),
    validate: route('GET', '/currency/validate/:code'),
    get: route('GET', '/currency/:id'),
  },
  projectRequests: {
    submit: route('POST', '/ProjectRequest'),
    list: route('GET', '/ProjectRequest'),
    mine: route('GET', '/ProjectRequest/mine'),
    get: route('GET', '/ProjectRequest/:id'),
    update: route('PUT', '/ProjectRequest/:id'),
    approve: route('POST', '/ProjectRequest/:id/approve'),
    reject: route('POST', '/ProjectRequest/:id/reject'),
  },
  notifications: {
    list: route('GET', '/notification/all'),
    listAdmin: route('GET', '/notification/admin'),
    totalUnreadCount: route('GET', '/notification/total-unread-count'),
    unreadCount: route('GET', '/notification/unread-count'),
    roleUnreadCount: route('GET', '/notification/unread-count/role'),
    adminUnreadCount: route('GET', '/notification/unread-count/admin'),
    markRead: route('POST', '/notification/mark-read/:id'),
    markAllUserRead: route('POST', '/notification/mark-all-read/user'),
    markAllRead: route('POST', '/notification/mark-all-read'),
    markAllRoleRead: route('POST', '/notification/mark-all-read/role'),
    markAllAdminRead: route('POST', '/notification/mark-all-read/admin'),
    remove: route('DELETE', '/notification/:id'),
    settings: route('GET', '/notification/settings'),
    saveSettings: route('PATCH', '/notification/settings'),
    statistics: route('GET', '/notification/statistics'),
  },
  health: {
    get: route('GET', '/health'),
  },
} as const;

export type ApiArea = keyof typeof API;
