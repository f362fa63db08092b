import { createElement } from 'react';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { dashboardIcons } from '../dashboardIcons';
import { visibleDashboardPages } from '../dashboardPages';
import { selectRoleId, selectUser, selectUserDisplayName } from '@client/features/authentication';
import { usePageTitle } from '@client/features/siteSettings';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '@shared/roles';
import { AdminOverview } from './AdminOverview';
import { ConsultantHomeSection } from './ConsultantHomeSection';
import { LinkCard } from '@client/components/LinkCard';

/**
 * The dashboard index: a greeting, the role's overview (administrators' figures, a consultant's work)
 * and a card for each page the role may open.
 */
export default function DashboardHomePage() {
  usePageTitle('Dashboard');
  const roleId = useAppSelector(selectRoleId);
  const name = useAppSelector(selectUserDisplayName);
  const consultantId = useAppSelector(selectUser)?.consultantId ?? null;
  const pages = visibleDashboardPages(roleId);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome, {name}.
      </Typography>
      {roleId === ROLE_ADMIN && <AdminOverview />}
      {roleId === ROLE_CONSULTANT && consultantId != null && (
        <ConsultantHomeSection consultantId={consultantId} />
      )}
      <Typography variant="h5" component="h2" gutterBottom>
        Pages
      </Typography>
      {pages.length === 0 ? (
        <Typography>No dashboard pages are available for your role yet.</Typography>
      ) : (
        <Grid container spacing={2}>
          {pages.map(({ path, label }) => (
            <Grid key={path} size={{ xs: 12, sm: 6, lg: 4 }}>
              <LinkCard to={`/dashboard/${path}`}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  {createElement(dashboardIcons[path])}
                  <Typography variant="h6" component="h3">
                    {label}
                  </Typography>
                </CardContent>
              </LinkCard>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
