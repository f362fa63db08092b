import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAuth } from '@client/features/authentication/AuthProvider';
import { canExportActionLog } from '@client/lib/actionLog/access';
import {
  exportActionLog,
  isActionLogInstalled,
  type ActionLogExportKind,
} from '@client/lib/actionLog/actionLog';
import { accountItems } from './accountItems';

/** The action log's two exports (docs/requirements.md): the bug report, and the DevTools file. */
const EXPORTS: { kind: ActionLogExportKind; label: string }[] = [
  { kind: 'log', label: 'Export action log' },
  { kind: 'devtools', label: 'Export for Redux DevTools' },
];

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { roleId, logout } = useAuth();
  const exports = isActionLogInstalled() && canExportActionLog(roleId) ? EXPORTS : [];
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
      {exports.length > 0 && <Divider />}
      {exports.map(({ kind, label }) => (
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
