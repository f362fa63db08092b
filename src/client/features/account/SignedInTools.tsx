import { NotificationBell } from '@client/features/notifications';
import { AccountMenu } from './AccountMenu';

/**
 * The top bar's tools for a signed-in user: the notification bell and, where there is room, the
 * account menu. A chunk of their own (features/siteSettings/TopBar.tsx): a visitor's page never
 * loads the badge, the avatar or their selectors.
 */
export default function SignedInTools({ bellOnly = false }: { bellOnly?: boolean }) {
  return (
    <>
      <NotificationBell />
      {!bellOnly && <AccountMenu />}
    </>
  );
}
