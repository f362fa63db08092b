import { MSG } from '@shared/messages';
import { useEffect } from 'react';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { CardGridSkeleton } from '@client/components/CardGridSkeleton';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  consultantsActions,
  selectConsultantProjects,
  selectConsultantProjectsRequest,
} from '@client/features/consultants';
import { LinkCard } from '@client/components/LinkCard';

interface AssignedProjectCardsProps {
  consultantId: number;
  /** Show at most this many (the dashboard index shows a few). */
  limit?: number;
}

/** The consultant's projects as cards with their open tasks; each opens the project. */
export function AssignedProjectCards({ consultantId, limit }: AssignedProjectCardsProps) {
  const dispatch = useAppDispatch();
  const projects = useAppSelector((s) => selectConsultantProjects(s, consultantId));
  const request = useAppSelector((s) => selectConsultantProjectsRequest(s, consultantId));
  const load = () => dispatch(consultantsActions.projectsRequested({ consultantId }));

  useEffect(() => {
    dispatch(consultantsActions.projectsRequested({ consultantId }));
  }, [dispatch, consultantId]);

  if (request.status === 'failed' && !projects) {
    return <LoadError message={request.error ?? MSG.projectsFetchFailed} onRetry={load} />;
  }
  if (!projects) return <CardGridSkeleton count={limit ?? 3} />;
  if (projects.length === 0) return <EmptyState title="You are not on any project yet." />;
  const shown = limit ? projects.slice(0, limit) : projects;
  return (
    <Grid container spacing={2}>
      {shown.map((p) => (
        <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <LinkCard to={`/projects/${p.id}`} fill>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {p.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip size="small" label={p.status} />
                <Chip
                  size="small"
                  color={p.openTasks > 0 ? 'warning' : 'success'}
                  label={p.openTasks === 1 ? '1 open task' : `${p.openTasks} open tasks`}
                />
              </Stack>
              {p.leaderName && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Leader: {p.leaderName}
                </Typography>
              )}
            </CardContent>
          </LinkCard>
        </Grid>
      ))}
    </Grid>
  );
}
