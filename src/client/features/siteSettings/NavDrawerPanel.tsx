import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useAuth } from '@client/features/authentication';
import { accountItems, ACTION_LOG_EXPORTS, offersActionLog, REPLAY_ENTRY } from '@client/features/account';
import { exportActionLog } from '@client/lib/actionLog/actionLog';
import { NotificationsDrawerItem } from '@client/features/notifications';
import { LOGIN_ITEM, NAV_ITEMS } from './navItems';

interface NavDrawerPanelProps {
  open: boolean;
  onClose: () => void;
}

export default function NavDrawerPanel({ open, onClose }: NavDrawerPanelProps) {
  const { isAuthenticated, roleId, logout } = useAuth();
  const links = isAuthenticated ? [...NAV_ITEMS, ...accountItems(roleId)] : [...NAV_ITEMS, LOGIN_ITEM];

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main navigation" sx={{ width: 260 }}>
        <List>
          {links.map((item) => (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              onClick={onClose}
              sx={item.highlight ? { color: 'secondary.dark', fontWeight: 700 } : undefined}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        {isAuthenticated && (
          <>
            <Divider />
            <List>
              <NotificationsDrawerItem onClick={onClose} />
              {offersActionLog(roleId) && (
                <>
                  {ACTION_LOG_EXPORTS.map(({ kind, label }) => (
                    <ListItemButton
                      key={kind}
                      onClick={() => {
                        onClose();
                        void exportActionLog(kind);
                      }}
                    >
                      <ListItemText primary={label} />
                    </ListItemButton>
                  ))}
                  <ListItemButton component={RouterLink} to={REPLAY_ENTRY.to} onClick={onClose}>
                    <ListItemText primary={REPLAY_ENTRY.label} />
                  </ListItemButton>
                </>
              )}
              <ListItemButton
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}
