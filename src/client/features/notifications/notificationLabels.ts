import type { NotificationFamily } from '@shared/domain/notifications';

/** 'task_completed' and 'TaskCompleted' both read 'Task completed'. */
export function typeLabel(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words.length === 0) return type;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The settings table: what each event family (docs/requirements.md#notification-families) covers. */
export const FAMILY_LABELS: Record<NotificationFamily, { label: string; description: string }> = {
  applications: {
    label: 'Consultant applications',
    description: 'Submitted, reviewed, approved or rejected',
  },
  projectRequests: {
    label: 'Project requests',
    description: 'Quote requests created, updated, approved or rejected',
  },
  consultants: { label: 'Consultants', description: 'Profiles, expertise and availability' },
  projects: {
    label: 'Projects',
    description: 'Created, changed, open for applications; updates and metrics',
  },
  assignments: { label: 'Assignments', description: 'Consultants assigned to or removed from projects' },
  tasks: { label: 'Tasks', description: 'Created, updated, completed or deleted' },
  users: { label: 'Users', description: 'Accounts created, updated, deleted or (de)activated' },
  roles: { label: 'Roles', description: 'Roles assigned or removed' },
  services: { label: 'Services', description: 'Expertise areas, their features and benefits' },
  siteContent: { label: 'Site content', description: 'Site settings, about-us and homepage changes' },
};
