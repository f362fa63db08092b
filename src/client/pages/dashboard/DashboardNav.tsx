import { createElement } from 'react';
import { RouterNavLink } from '@client/components/RouterLink';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { RoleId } from '@shared/roles';
import { dashboardIcons } from './dashboardIcons';
import { visibleDashboardPages } from './dashboardPages';

interface DashboardNavProps {
  roleId: RoleId;
  onNavigate?: () => void;
}

/** The dashboard's menu: the overview plus every page the role may open. */
export function DashboardNav({ roleId, onNavigate }: DashboardNavProps) {
  const pages = visibleDashboardPages(roleId);
  return (
    <List component="nav" aria-label="Dashboard navigation" dense>
      <ListItemButton component={RouterNavLink} to="/dashboard" end onClick={onNavigate}>
        <ListItemIcon>
          <DashboardIcon />
        </ListItemIcon>
        <ListItemText primary="Overview" />
      </ListItemButton>
      {pages.map(({ path, label }) => (
        <ListItemButton key={path} component={RouterNavLink} to={`/dashboard/${path}`} onClick={onNavigate}>
          <ListItemIcon>{createElement(dashboardIcons[path])}</ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}
