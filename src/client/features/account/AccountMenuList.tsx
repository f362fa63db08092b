import { RouterLink } from '@client/components/RouterLink';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAuth } from '@client/features/authentication';
import { exportActionLog } from '@client/lib/actionLog/actionLog';
import { accountItems } from './accountItems';
import { ACTION_LOG_EXPORTS, offersActionLog, REPLAY_ENTRY } from './actionLogEntries';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { roleId, logout } = useAuth();
  const actionLog = offersActionLog(roleId);
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
      {actionLog && <Divider />}
      {(actionLog ? ACTION_LOG_EXPORTS : []).map(({ kind, label }) => (
        <MenuItem
          key={kind}
          onClick={() => {
            onClose();
            void exportActionLog(kind);
          }}
        >
          {label}
        </MenuItem>
      ))}
      {actionLog && (
        <MenuItem component={RouterLink} to={REPLAY_ENTRY.to} onClick={onClose}>
          {REPLAY_ENTRY.label}
        </MenuItem>
      )}
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
