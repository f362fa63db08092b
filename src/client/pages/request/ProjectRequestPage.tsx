import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  selectSubmitRequest,
  selectSubmittedProjectRequest,
  projectRequestsActions,
} from '@client/features/projectRequests';
import { selectIsAuthenticated } from '@client/features/authentication';
import { usePageTitle } from '@client/features/siteSettings';
import { MyRequests } from './MyRequests';
import { ProjectRequestForm } from './ProjectRequestForm';
import { ProjectRequestSent } from './ProjectRequestSent';

/** /request: a visitor or a signed-in user sends a project request (docs/requirements.md#quotes). */
export default function ProjectRequestPage() {
  usePageTitle('Get a Quote');
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectSubmitRequest);
  const submitted = useAppSelector(selectSubmittedProjectRequest);
  const signedIn = useAppSelector(selectIsAuthenticated);

  // Coming back later starts a new request rather than showing the last confirmation.
  useEffect(
    () => () => {
      dispatch(projectRequestsActions.submitReset());
    },
    [dispatch],
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 1 }}>
        Get a Quote
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Tell us about your project. A consultant will review your request and get back to you with a proposal.
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {submit.status === 'succeeded' ? (
            <ProjectRequestSent request={submitted} />
          ) : (
            <ProjectRequestForm />
          )}
        </Paper>
        {signedIn && <MyRequests />}
      </Stack>
    </Container>
  );
}
