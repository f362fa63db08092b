import type { ComponentType } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { DashboardPath } from './dashboardPages';

/** The icon of each dashboard page in the navigation and on the dashboard's home. */
export const dashboardIcons: Record<DashboardPath, ComponentType> = {
  users: ManageAccountsOutlinedIcon,
  roles: AdminPanelSettingsOutlinedIcon,
  settings: SettingsIcon,
  'project-requests': RequestQuoteIcon,
  'notification-statistics': QueryStatsIcon,
  services: DesignServicesIcon,
  aboutus: InfoOutlinedIcon,
  homepage: HomeOutlinedIcon,
  consultants: PeopleAltOutlinedIcon,
  projects: WorkOutlineIcon,
  'tasks-management': ChecklistIcon,
  'project-tasks': AccountTreeOutlinedIcon,
  'assigned-projects': AssignmentIndOutlinedIcon,
  tasks: TaskAltIcon,
};
