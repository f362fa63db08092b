import { useEffect, useRef, type ReactNode } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { MSG } from '@shared/messages';
import { useAppDispatch } from '@client/lib/hooks';
import { useMoneyFormatter } from '@client/features/currency';
import {
  type ProjectRequest,
  projectRequestsActions,
  useServiceTitle,
} from '@client/features/projectRequests';
import { formatDate } from '@client/lib/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

/** After a quote was stored: what was received, and a way to send another. */
export function ProjectRequestSent({ request }: { request: ProjectRequest | null }) {
  const dispatch = useAppDispatch();
  const formatMoney = useMoneyFormatter();
  const service = useServiceTitle(request ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The send button sat at the bottom of a long form: bring the confirmation into view and to the
  // attention of screen readers.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }} role="status">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlineIcon color="success" fontSize="large" />
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, outline: 'none' }}
        >
          {MSG.quoteReceived}
        </Typography>
      </Stack>
      <Typography color="text.secondary">
        {`We will review it and reply to ${request?.email || 'you'} shortly.`}
      </Typography>
      {request && (
        <Box
          component="dl"
          aria-label="Request summary"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, auto) 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          <Row label="Reference">{`#${request.id}`}</Row>
          <Row label="Project title">{request.requestTitle}</Row>
          <Row label="Service">{service}</Row>
          <Row label="Budget">
            {request.budget == null ? null : formatMoney(request.budget, request.currency)}
          </Row>
          <Row label="Desired start">{formatDate(request.desiredStartDate, '')}</Row>
          <Row label="Contact">{request.contactName}</Row>
          <Row label="Email">{request.email}</Row>
          <Row label="Phone">{request.phoneNumber}</Row>
          <Row label="Company">{request.company}</Row>
          <Row label="Status">{request.status}</Row>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignSelf: 'stretch' }}>
        <Button variant="contained" onClick={() => dispatch(projectRequestsActions.submitReset())}>
          Send another request
        </Button>
        <Button component={RouterLink} to="/services">
          Browse our expertise
        </Button>
      </Stack>
    </Stack>
  );
}
