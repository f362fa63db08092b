import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAuth } from '@client/features/authentication/AuthProvider';
import { accountItems } from './accountItems';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { roleId, logout } = useAuth();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {accountItems(roleId).map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
