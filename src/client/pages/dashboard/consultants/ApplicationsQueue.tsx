import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import {
  type Consultant,
  consultantsActions,
  selectApplicationsQueue,
  selectCvDownloadRequest,
  selectReviewRequest,
} from '@client/features/consultants';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { formatDate } from '@client/lib/format';
import { DataTable } from '@client/components/DataTable';

function ApplicationRow({
  consultant,
  onReject,
}: {
  consultant: Consultant;
  onReject: (c: Consultant) => void;
}) {
  const dispatch = useAppDispatch();
  const review = useAppSelector((s) => selectReviewRequest(s, consultant.id));
  const cv = useAppSelector((s) => selectCvDownloadRequest(s, consultant.id));
  const busy = review.status === 'pending';
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {consultant.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {consultant.specialization} · {formatDate(consultant.appliedAt ?? consultant.createdAt)}
        </Typography>
        {[review, cv].map(
          (request, i) =>
            request.status === 'failed' && (
              <Typography key={i} variant="caption" color="error" sx={{ display: 'block' }}>
                {request.error}
              </Typography>
            ),
        )}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{consultant.specialization}</TableCell>
      <TableCell sx={WIDE_ONLY}>{formatDate(consultant.appliedAt ?? consultant.createdAt)}</TableCell>
      <TableCell align="right">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {consultant.hasCv !== false && (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              disabled={cv.status === 'pending'}
              onClick={() =>
                dispatch(consultantsActions.cvDownloadRequested({ consultantId: consultant.id }))
              }
              aria-label={`CV of ${consultant.fullName}`}
            >
              CV
            </Button>
          )}
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => dispatch(consultantsActions.approveRequested({ id: consultant.id }))}
            aria-label={`Approve ${consultant.fullName}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => onReject(consultant)}
            aria-label={`Reject ${consultant.fullName}`}
          >
            Reject
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function RejectDialog({ consultant, onClose }: { consultant: Consultant; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [notes, setNotes] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">Reject {consultant.fullName}?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          The notes reach the applicant.
        </Typography>
        <TextField
          label="Notes"
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!notes.trim()}
          onClick={() => {
            dispatch(consultantsActions.rejectRequested({ id: consultant.id, adminNotes: notes.trim() }));
            onClose();
          }}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Applications waiting for a decision, oldest first. */
export function ApplicationsQueue() {
  const queue = useAppSelector(selectApplicationsQueue);
  const [rejecting, setRejecting] = useState<Consultant | null>(null);
  if (queue.length === 0) return <EmptyState title="No applications are waiting." />;
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        {queue.length === 1 ? '1 application is waiting.' : `${queue.length} applications are waiting.`}
      </Alert>
      <DataTable
        label="Applications"
        size="small"
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell sx={WIDE_ONLY}>Specialization</TableCell>
            <TableCell sx={WIDE_ONLY}>Applied</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {queue.map((c) => (
          <ApplicationRow key={c.id} consultant={c} onReject={setRejecting} />
        ))}
      </DataTable>
      {rejecting && <RejectDialog consultant={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
