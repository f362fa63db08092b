import { lazy } from 'react';
import { MenuButton } from '@client/components/MenuButton';
import { UserAvatar } from './UserAvatar';

// Menu, Popover and Modal stay out of the initial download until the menu is first opened.
const AccountMenuList = lazy(
  () => import(/* webpackChunkName: "account-menu", webpackPrefetch: true */ './AccountMenuList'),
);

export function AccountMenu() {
  return (
    <MenuButton
      menuId="account-menu"
      label="Account menu"
      popup="true"
      menu={AccountMenuList}
      sx={{ p: 0.5 }}
    >
      <UserAvatar size={36} />
    </MenuButton>
  );
}
