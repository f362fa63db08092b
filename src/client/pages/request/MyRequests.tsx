import { useEffect } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  ProjectRequestStatusChip,
  selectMyProjectRequests,
  projectRequestsActions,
} from '@client/features/projectRequests';
import { formatDate } from '@client/lib/format';

/** A signed-in user's earlier requests and where each stands. */
export function MyRequests() {
  const dispatch = useAppDispatch();
  const mine = useAppSelector(selectMyProjectRequests);
  useEffect(() => {
    dispatch(projectRequestsActions.mineRequested());
  }, [dispatch]);
  if (mine.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-requests" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-requests" variant="h6" component="h2">
        Your requests
      </Typography>
      <List dense disablePadding>
        {mine.map((r) => (
          <ListItem
            key={r.id}
            disableGutters
            secondaryAction={<ProjectRequestStatusChip status={r.status} />}
          >
            <ListItemText
              primary={r.requestTitle}
              secondary={[
                formatDate(r.createdAt, ''),
                r.projectId != null ? `Project #${r.projectId}` : null,
                r.status === 'Rejected' ? r.adminNotes : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
