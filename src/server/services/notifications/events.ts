import type { NotifyInput } from './types';

// Events of the account and site-settings writes; data fields as in docs/requirements.md#notification-data.

export function siteSettingsUpdated(settings: { id: number; siteName: string }): NotifyInput {
  return {
    family: 'siteContent',
    type: 'site_settings_updated',
    title: 'Site settings updated',
    message: `The site settings of ${settings.siteName || 'the site'} were updated.`,
    data: { id: settings.id, name: settings.siteName },
  };
}

interface UserFacts {
  id: number;
  userName: string;
  email: string;
}

export function userCreated(user: UserFacts): NotifyInput {
  return {
    family: 'users',
    type: 'user_created',
    title: 'New user registered',
    message: `${user.userName} (${user.email}) registered.`,
    data: { userId: user.id, userName: user.userName, email: user.email },
  };
}

export function userUpdated(user: UserFacts): NotifyInput {
  return {
    family: 'users',
    type: 'user_updated',
    title: 'User profile updated',
    message: `${user.userName} updated their profile.`,
    data: { userId: user.id, userName: user.userName, email: user.email },
  };
}
