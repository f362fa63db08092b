import Typography from '@mui/material/Typography';
import { usePageTitle } from '@client/features/siteSettings';
import { TaskTable } from './TaskTable';
import { useTaskOptions } from './useTaskOptions';

/** Every task the caller may see (an administrator all, a consultant those of their projects), filtered and paged. */
export default function TasksManagementPage() {
  usePageTitle('Tasks Management');
  const { projectOptions, assigneeOptions } = useTaskOptions();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Tasks Management
      </Typography>
      <TaskTable label="Tasks" projectOptions={projectOptions} assigneeOptions={assigneeOptions} />
    </>
  );
}
