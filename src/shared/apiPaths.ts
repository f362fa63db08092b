// API paths, relative to /api. The client calls the first reading of the account paths; the server
// answers both (SUPPLEMENT section 2).
export const API_PREFIX = '/api';
export const HUB_PATH = '/hubs/notification';
export const UPLOADS_PREFIX = '/uploads';

export const ACCOUNT = {
  login: '/Account/login',
  logout: '/Account/logout',
  register: '/Account/Account/Register',
  verifyEmail: '/Account/Account/VerifyEmail',
  resendPin: '/Account/Account/ResendVerificationPin',
  forgotPassword: '/Account/Account/ForgotPassword',
  resetPassword: '/Account/Account/ResetPassword',
} as const;

export const MANAGE = {
  profile: '/Manage/profile',
  update: '/Manage/update',
  uploadPhoto: '/Manage/upload-photo',
} as const;

export const SITE_SETTINGS = '/sitesettings';
export const HEALTH = '/health';

export const CONSULTANTS = {
  byUserId: (userId: number | string) => `/consultants/user/${userId}`,
} as const;
