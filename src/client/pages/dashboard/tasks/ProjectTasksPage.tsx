import { MSG } from '@shared/messages';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { projectsActions, selectProjectsRequest } from '@client/features/projects';
import { usePageTitle } from '@client/features/siteSettings';
import { TaskTable } from './TaskTable';
import { useTaskOptions } from './useTaskOptions';
import { menuItems } from '@client/components/forms/menuItems';

/** An administrator's tasks one project at a time. */
export default function ProjectTasksPage() {
  usePageTitle('Project Tasks');
  const dispatch = useAppDispatch();
  const { projectOptions, assigneeOptions } = useTaskOptions();
  const projectsRequest = useAppSelector(selectProjectsRequest);
  const [chosen, setChosen] = useState<number | null>(null);
  const projectId = chosen ?? projectOptions[0]?.value ?? null;

  useEffect(() => {
    // The list's query may be someone else's (a search, a scope): this page wants every project.
    dispatch(projectsActions.listQueryChanged({ status: null, scope: 'all' }));
  }, [dispatch]);

  let content;
  if (projectOptions.length === 0 && projectsRequest.status === 'failed') {
    content = (
      <LoadError
        message={projectsRequest.error ?? MSG.projectsFetchFailed}
        onRetry={() => dispatch(projectsActions.listRequested({ force: true }))}
      />
    );
  } else if (projectOptions.length === 0 && projectsRequest.status !== 'succeeded') {
    content = <Typography color="text.secondary">Loading projects…</Typography>;
  } else if (projectId == null) {
    content = <EmptyState title="No projects yet." />;
  } else {
    content = (
      <TaskTable
        key={projectId}
        label="Project tasks"
        hideProjectFilter
        initialFilters={{ projectId }}
        assigneeOptions={assigneeOptions}
        emptyTitle="This project has no tasks matching these filters."
      />
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Project Tasks
      </Typography>
      {projectOptions.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <TextField
            select
            label="Project"
            size="small"
            value={projectId ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          >
            {menuItems(projectOptions)}
          </TextField>
        </Box>
      )}
      {content}
    </>
  );
}
