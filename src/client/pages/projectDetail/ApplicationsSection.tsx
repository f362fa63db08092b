import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { Paragraphs } from '@client/components/Paragraphs';
import {
  ApplicationStatusChip,
  selectProjectApplicationById,
  selectProjectApplicationDecision,
  selectProjectApplicationIds,
  selectProjectApplicationsRequest,
  projectApplicationsActions,
  type Project,
  type ProjectApplication,
} from '@client/features/projects';
import { formatDateTime } from '@client/lib/format';

interface RowProps {
  id: number;
  onReject: (application: ProjectApplication) => void;
}

/** One application; a pending one is accepted at once or rejected after a confirmation. */
function ApplicationRow({ id, onReject }: RowProps) {
  const dispatch = useAppDispatch();
  const application = useAppSelector((state) => selectProjectApplicationById(state, id));
  const decision = useAppSelector((state) => selectProjectApplicationDecision(state, id));
  if (!application) return null;
  const deciding = decision.status === 'pending';
  const name = application.consultantName;
  return (
    <Card variant="outlined" component="article" aria-label={`Application of ${name}`}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <ApplicationStatusChip status={application.status} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {`Applied ${formatDateTime(application.createdAt)}`}
        </Typography>
        {application.message.trim() ? (
          <Paragraphs text={application.message} variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No message.
          </Typography>
        )}
        {decision.status === 'failed' && decision.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {decision.error}
          </Alert>
        )}
      </CardContent>
      {application.status === 'Pending' && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={deciding}
            onClick={() => dispatch(projectApplicationsActions.acceptRequested({ id }))}
            aria-label={`Accept the application of ${name}`}
          >
            Accept
          </Button>
          <Button
            size="small"
            color="error"
            disabled={deciding}
            onClick={() => onReject(application)}
            aria-label={`Reject the application of ${name}`}
          >
            Reject
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading applications">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={120} />
      ))}
    </Stack>
  );
}

/**
 * Consultants' applications to the project, newest first (docs/requirements.md#projects); only those
 * who manage the project see them. Live notifications re-read the list while it is loaded.
 */
export function ApplicationsSection({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const ids = useAppSelector((state) => selectProjectApplicationIds(state, project.id));
  const load = useAppSelector((state) => selectProjectApplicationsRequest(state, project.id));
  const [rejecting, setRejecting] = useState<ProjectApplication | null>(null);
  const rejection = useRequest(
    useAppSelector((state) => selectProjectApplicationDecision(state, rejecting?.id ?? 0)),
  );

  useEffect(() => {
    dispatch(projectApplicationsActions.listRequested({ projectId: project.id }));
  }, [dispatch, project.id]);

  const reload = () => dispatch(projectApplicationsActions.listRequested({ projectId: project.id }));

  // A failed reload keeps the rows already shown under its error.
  const failed = load.status === 'failed' && Boolean(load.error);
  let body = null;
  if (ids.length > 0) {
    body = (
      <Stack spacing={2}>
        {ids.map((id) => (
          <ApplicationRow
            key={id}
            id={id}
            onReject={(application) => {
              rejection.forget();
              setRejecting(application);
            }}
          />
        ))}
      </Stack>
    );
  } else if (load.status === 'succeeded') {
    body = <EmptyState title="No applications yet" />;
  } else if (!failed) {
    body = <ListSkeleton />;
  }

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {failed && <LoadError message={load.error ?? ''} onRetry={reload} />}
      {body}
      {/* Once the rejection went through, the dialog is done with. */}
      <ConfirmDialog
        open={rejecting !== null && !rejection.succeeded}
        title={rejecting ? `Reject the application of ${rejecting.consultantName}?` : ''}
        confirmLabel="Reject"
        pending={rejection.pending}
        onCancel={() => setRejecting(null)}
        onConfirm={() =>
          rejecting && rejection.send(projectApplicationsActions.rejectRequested({ id: rejecting.id }))
        }
        error={rejection.error}
      >
        {rejecting ? `${rejecting.consultantName} will not join “${rejecting.projectName}”.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
