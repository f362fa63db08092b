import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useMoneyFormatter } from '@client/features/currency';
import {
  type ProjectRequest,
  ProjectRequestStatusChip,
  selectApproveRequest,
  selectRejectRequest,
  selectUpdateRequest,
  projectRequestsActions,
  useServiceTitle,
} from '@client/features/projectRequests';
import { formatDate } from '@client/lib/format';
import { ApproveDialog } from './ApproveDialog';
import { EditRequestDialog } from './EditRequestDialog';
import { RejectDialog } from './RejectDialog';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { ErrorAlert } from '@client/components/ErrorAlert';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

interface DetailDialogProps {
  request: ProjectRequest;
  open: boolean;
  onClose: () => void;
}

/** One request in full, with the admin's decision. */
export function ProjectRequestDetailDialog({ request, open, onClose }: DetailDialogProps) {
  const dispatch = useAppDispatch();
  const formatMoney = useMoneyFormatter();
  const service = useServiceTitle(request);
  const approving = useAppSelector((s) => selectApproveRequest(s, request.id));
  const rejected = useAppSelector((s) => selectRejectRequest(s, request.id)).status === 'succeeded';
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [editing, setEditing] = useState(false);
  const updated = useAppSelector((s) => selectUpdateRequest(s, request.id)).status === 'succeeded';
  const pending = request.status === 'Pending';

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="request-title">
      <DialogTitle id="request-title">{request.requestTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <ProjectRequestStatusChip status={request.status} />
          <Typography variant="body2" color="text.secondary">
            {`Received ${formatDate(request.createdAt)}`}
          </Typography>
        </Stack>
        {approving.status === 'succeeded' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {request.projectId
              ? `Request approved. Project #${request.projectId} was created.`
              : 'Request approved.'}
          </Alert>
        )}
        <ErrorAlert error={approving.status === 'failed' && approving.error} />
        {rejected && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Request rejected.
          </Alert>
        )}
        {updated && !editing && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Request updated.
          </Alert>
        )}
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {request.description}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(110px, auto) 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          <Detail label="Service">{service}</Detail>
          <Detail label="Budget">
            {request.budget == null ? null : formatMoney(request.budget, request.currency)}
          </Detail>
          <Detail label="Desired start">{formatDate(request.desiredStartDate)}</Detail>
          <Detail label="Contact">{request.contactName}</Detail>
          <Detail label="Email">
            <Link href={`mailto:${request.email}`}>{request.email}</Link>
          </Detail>
          <Detail label="Phone">{request.phoneNumber}</Detail>
          <Detail label="Company">{request.company}</Detail>
          {request.projectId != null && <Detail label="Project">{`#${request.projectId}`}</Detail>}
          {request.adminNotes && <Detail label="Admin notes">{request.adminNotes}</Detail>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {/* Every request may be edited; an approved one keeps its status (docs/requirements.md#quotes). */}
        <Button variant="outlined" onClick={() => setEditing(true)} disabled={approving.status === 'pending'}>
          Edit
        </Button>
        {pending && (
          <>
            <Button
              color="error"
              variant="outlined"
              onClick={() => setRejecting(true)}
              disabled={approving.status === 'pending'}
            >
              Reject
            </Button>
            <Button
              variant="contained"
              color="success"
              disabled={approving.status === 'pending'}
              startIcon={
                approving.status === 'pending' ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : undefined
              }
              onClick={() => setConfirming(true)}
            >
              Approve
            </Button>
          </>
        )}
      </DialogActions>
      <ApproveDialog
        request={request}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(projectRequestsActions.approveRequested({ id: request.id }));
        }}
      />
      {editing && <EditRequestDialog request={request} onClose={() => setEditing(false)} />}
      <RejectDialog request={request} open={rejecting} onClose={() => setRejecting(false)} />
    </ResponsiveDialog>
  );
}
