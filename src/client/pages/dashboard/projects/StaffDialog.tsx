import { MSG } from '@shared/messages';
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  type Project,
  projectsActions,
  selectAvailableConsultants,
  selectAvailableConsultantsRequest,
  selectProjectDetailRequest,
  selectProjectTeamRequest,
  selectProjectTeam,
} from '@client/features/projects';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { ErrorAlert } from '@client/components/ErrorAlert';
import { FormButtons } from '@client/components/FormButtons';

interface StaffDialogProps {
  project: Project;
  onClose: () => void;
}

/** The team of a project becomes the checked consultants, with the chosen leader (teamRequested). */
export function StaffDialog({ project, onClose }: StaffDialogProps) {
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectAvailableConsultants);
  const availableRequest = useAppSelector(selectAvailableConsultantsRequest);
  const team = useAppSelector((s) => selectProjectTeam(s, project.id));
  const detailRequest = useAppSelector((s) => selectProjectDetailRequest(s, project.id));
  const teamRequest = useRequest(
    useAppSelector((s) => selectProjectTeamRequest(s, project.id)),
    { onSuccess: onClose },
  );
  // The draft starts from the team once the detail arrived; null until the user touches it.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [leaderDraft, setLeaderDraft] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    dispatch(projectsActions.availableConsultantsRequested({}));
    dispatch(projectsActions.detailRequested({ id: project.id, force: true }));
  }, [dispatch, project.id]);

  const checked = picked ?? team.map((m) => m.consultantId);
  const leader =
    leaderDraft !== undefined ? leaderDraft : (team.find((m) => m.isLeader)?.consultantId ?? null);
  const effectiveLeader = leader != null && checked.includes(leader) ? leader : null;

  // Those on the team who are no longer "available" (busy, say) stay listed so they can be kept.
  const rows = [
    ...available.map((c) => ({ id: c.id, name: c.fullName, detail: c.specialization })),
    ...team
      .filter((m) => !available.some((c) => c.id === m.consultantId))
      .map((m) => ({ id: m.consultantId, name: m.fullName, detail: 'On the team' })),
  ];

  const toggle = (id: number) =>
    setPicked(checked.includes(id) ? checked.filter((x) => x !== id) : [...checked, id]);

  const save = () => {
    teamRequest.send(
      projectsActions.teamRequested({
        projectId: project.id,
        consultantIds: checked,
        leaderConsultantId: effectiveLeader,
      }),
    );
  };

  const loading =
    (availableRequest.status === 'pending' || availableRequest.status === 'idle') && rows.length === 0;
  let content;
  if (availableRequest.status === 'failed' && rows.length === 0) {
    content = (
      <LoadError
        message={availableRequest.error ?? MSG.availableConsultantsFetchFailed}
        onRetry={() => dispatch(projectsActions.availableConsultantsRequested({}))}
      />
    );
  } else if (loading || (detailRequest.status === 'pending' && team.length === 0 && picked === null)) {
    content = <Skeleton variant="rounded" height={160} aria-label="Loading" />;
  } else if (rows.length === 0) {
    content = <EmptyState title="No consultants are available." />;
  } else {
    content = (
      <List dense aria-label="Consultants">
        {rows.map((row) => {
          const on = checked.includes(row.id);
          return (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={
                <Radio
                  edge="end"
                  checked={effectiveLeader === row.id}
                  disabled={!on}
                  onChange={() => setLeaderDraft(row.id)}
                  slotProps={{ input: { 'aria-label': `${row.name} leads the project` } }}
                />
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={on}
                  onChange={() => toggle(row.id)}
                  slotProps={{ input: { 'aria-label': `${row.name} on the team` } }}
                />
              </ListItemIcon>
              <ListItemText primary={row.name} secondary={row.detail} />
            </ListItem>
          );
        })}
      </List>
    );
  }

  const { pending } = teamRequest;
  return (
    <ResponsiveDialog open pending={pending} onClose={onClose} aria-labelledby="staff-title">
      <DialogTitle id="staff-title">Staff {project.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Check the consultants on the team; the radio button marks its leader.
        </Typography>
        <ErrorAlert error={teamRequest.error} />
        {content}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setLeaderDraft(null)} disabled={pending || effectiveLeader == null}>
          No leader
        </Button>
        <FormButtons onCancel={onClose} pending={pending} onClick={save}>
          Save team
        </FormButtons>
      </DialogActions>
    </ResponsiveDialog>
  );
}
