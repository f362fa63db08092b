import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { UserAvatar } from './UserAvatar';

// Menu, Popover and Modal stay out of the initial download until the menu is first opened.
const AccountMenuList = lazy(
  () => import(/* webpackChunkName: "account-menu", webpackPrefetch: true */ './AccountMenuList'),
);

const MENU_ID = 'account-menu';

export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded the menu stays mounted so that its closing transition can run.
  const [loaded, setLoaded] = useState(false);
  const open = Boolean(anchor);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setLoaded(true);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar size={36} />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenuList id={MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
