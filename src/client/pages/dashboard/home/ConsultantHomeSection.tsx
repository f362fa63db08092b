import { MSG } from '@shared/messages';
import { useEffect } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { selectUnreadCount } from '@client/features/notifications';
import { tasksActions, selectMyOpenTasks, selectTasksRequest } from '@client/features/tasks';
import { formatDate } from '@client/lib/format';
import { AssignedProjectCards } from '../assignedProjects/AssignedProjectCards';

const SHOWN = 5;

function Stat({ label, value, to }: { label: string; value: number | string; to: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        <Link component={RouterLink} to={to}>
          {label}
        </Link>
      </CardContent>
    </Card>
  );
}

/** A consultant's overview: their projects, open tasks and unread notifications. */
export function ConsultantHomeSection({ consultantId }: { consultantId: number }) {
  const dispatch = useAppDispatch();
  const openTasks = useAppSelector(selectMyOpenTasks);
  const tasksRequest = useAppSelector(selectTasksRequest);
  const unread = useAppSelector(selectUnreadCount);

  useEffect(() => {
    dispatch(
      tasksActions.filtersChanged({
        projectId: null,
        assignedTo: consultantId,
        isComplete: false,
        priority: null,
        search: '',
      }),
    );
  }, [dispatch, consultantId]);

  const tasksLoading =
    openTasks.length === 0 && tasksRequest.status !== 'succeeded' && tasksRequest.status !== 'failed';

  return (
    <Box sx={{ mb: 4 }}>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 4 }}>
          <Stat label="Open tasks" value={tasksLoading ? '…' : openTasks.length} to="/dashboard/tasks" />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <Stat label="Unread notifications" value={unread} to="/notifications" />
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" gutterBottom>
        My projects
      </Typography>
      <AssignedProjectCards consultantId={consultantId} limit={6} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 4, mb: 1 }}>
        <Typography variant="h5" component="h2">
          My open tasks
        </Typography>
        <Button component={RouterLink} to="/dashboard/tasks">
          All my tasks
        </Button>
      </Box>
      {tasksRequest.status === 'failed' && openTasks.length === 0 ? (
        <LoadError
          message={tasksRequest.error ?? MSG.tasksFetchFailed}
          onRetry={() => dispatch(tasksActions.listRequested())}
        />
      ) : tasksLoading ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading" />
      ) : openTasks.length === 0 ? (
        <EmptyState title="No open tasks." />
      ) : (
        <Card variant="outlined">
          <List dense aria-label="My open tasks">
            {openTasks.slice(0, SHOWN).map((t) => (
              <ListItem key={t.id}>
                <ListItemText
                  primary={t.taskName}
                  secondary={
                    <>
                      <Link component={RouterLink} to={`/projects/${t.projectId}`}>
                        {t.projectName}
                      </Link>
                      {t.dueDate ? ` · due ${formatDate(t.dueDate)}` : ''}
                      {` · ${t.priority}`}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
