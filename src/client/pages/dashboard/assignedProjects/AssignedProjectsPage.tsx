import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { selectUser } from '@client/features/authentication/sessionSelectors';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { AssignedProjectCards } from './AssignedProjectCards';

export default function AssignedProjectsPage() {
  usePageTitle('Assigned Projects');
  const consultantId = useAppSelector(selectUser)?.consultantId ?? null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Assigned Projects
      </Typography>
      {consultantId == null ? (
        <EmptyState title="You have no consultant profile, so no projects are assigned to you." />
      ) : (
        <AssignedProjectCards consultantId={consultantId} />
      )}
    </>
  );
}
