import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { selectUser } from '@client/features/authentication/sessionSelectors';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { TaskTable } from '../tasks/TaskTable';
import { useTaskOptions } from '../tasks/useTaskOptions';

/** A consultant's own open tasks; a completed one stays on the page (crossed out) until the next load, to undo. */
export default function MyTasksPage() {
  usePageTitle('My Tasks');
  const consultantId = useAppSelector(selectUser)?.consultantId ?? null;
  const { projectOptions } = useTaskOptions();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My Tasks
      </Typography>
      {consultantId == null ? (
        <EmptyState title="You have no consultant profile, so no tasks are assigned to you." />
      ) : (
        <TaskTable
          label="My tasks"
          initialFilters={{ assignedTo: consultantId, isComplete: false }}
          projectOptions={projectOptions}
          assigneeOptions={[{ value: consultantId, label: 'Me' }]}
          emptyTitle="No open tasks. Well done!"
        />
      )}
    </>
  );
}
