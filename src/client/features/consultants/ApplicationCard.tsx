import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { selectIsConsultant } from '@client/features/authentication';
import { ApplicationForm } from './ApplicationForm';
import { selectMyConsultant, selectMyConsultantRequest } from './consultantAdminSelectors';
import { CONSULTANT_REQUESTS, consultantsActions } from './consultantsSlice';

export const APPLICATION_PENDING_TEXT = 'Your application is pending review';

/** "Become a consultant" on the profile page, for anyone who is not one: the form, or the application's state. */
export function ApplicationCard() {
  const dispatch = useAppDispatch();
  const isConsultant = useAppSelector(selectIsConsultant);
  const mine = useAppSelector(selectMyConsultant);
  const load = useAppSelector(selectMyConsultantRequest);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isConsultant) dispatch(consultantsActions.myProfileRequested());
  }, [dispatch, isConsultant]);

  if (isConsultant) return null;

  const status = mine?.applicationStatus;
  const startForm = () => {
    dispatch(requestsActions.reset(CONSULTANT_REQUESTS.apply));
    setOpen(true);
  };

  let content;
  if (load.status === 'pending' && load.at == null) {
    content = <Skeleton variant="rounded" height={56} aria-label="Loading" />;
  } else if (status === 'Pending') {
    content = (
      <Alert severity="info">
        <AlertTitle>{APPLICATION_PENDING_TEXT}</AlertTitle>
        We will let you know as soon as it has been reviewed.
      </Alert>
    );
  } else if (status === 'Approved') {
    content = <Alert severity="success">Your application has been approved.</Alert>;
  } else if (open) {
    content = <ApplicationForm onCancel={() => setOpen(false)} />;
  } else {
    content = (
      <>
        {status === 'Rejected' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>Your previous application was not accepted</AlertTitle>
            {mine?.adminNotes ? mine.adminNotes : 'No notes were given.'}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Share your expertise with our clients. Tell us about your experience and send your CV.
        </Typography>
        <Button variant="contained" onClick={startForm}>
          {status === 'Rejected' ? 'Apply again' : 'Apply now'}
        </Button>
      </>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="become-consultant-title">
      <CardContent>
        <Typography id="become-consultant-title" variant="h6" component="h2" gutterBottom>
          Become a consultant
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
