import { MSG } from '@shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  type Consultant,
  consultantsActions,
  CONSULTANT_WRITE_REQUESTS,
  selectConsultantUpdateRequest,
  selectMyConsultant,
  selectMyConsultantRequest,
  selectUserAvailabilityRequest,
} from '@client/features/consultants';
import { ConsultantFields } from './ConsultantFields';
import { ExpertiseEditor } from './ExpertiseEditor';
import { CONSULTANT_RULES, draftOf, updateOf } from './consultantForm';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm, yesNo } from '@client/components/forms/useForm';
import { ErrorAlert } from '@client/components/ErrorAlert';

function ProfileForm({ consultant }: { consultant: Consultant }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => selectConsultantUpdateRequest(s, consultant.id));
  const form = useForm(draftOf(consultant), CONSULTANT_RULES, request.fieldErrors);
  const submit = form.handleSubmit((draft) =>
    // Availability has its own switch; the form keeps whatever is stored now.
    dispatch(
      consultantsActions.updateRequested(
        updateOf(consultant, { ...draft, isAvailable: yesNo(consultant.isAvailable) }),
      ),
    ),
  );
  // A change of any field forgets the outcome of the last save.
  const edited = () => {
    if (request.status !== 'idle' && request.status !== 'pending') {
      dispatch(requestsActions.reset(CONSULTANT_WRITE_REQUESTS.update(consultant.id)));
    }
  };
  return (
    <Box component="form" onSubmit={submit} onChange={edited} noValidate>
      <ErrorAlert error={request.status === 'failed' && request.error} />
      {request.status === 'succeeded' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {request.message ?? 'Your profile was saved.'}
        </Alert>
      )}
      <ConsultantFields form={form} />
      <SubmitButton pending={request.status === 'pending'} sx={{ mt: 2 }}>
        Save profile
      </SubmitButton>
    </Box>
  );
}

/** A consultant's own profile: its fields, expertise and availability. */
export function MyConsultantProfile() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMyConsultant);
  const request = useAppSelector(selectMyConsultantRequest);
  const availability = useAppSelector((s) => selectUserAvailabilityRequest(s, me?.userId ?? 0));

  if (!me) {
    if (request.status === 'failed') {
      return (
        <LoadError
          message={request.error ?? MSG.myConsultantLoad}
          onRetry={() => dispatch(consultantsActions.myProfileRequested())}
        />
      );
    }
    if (request.status === 'succeeded') return <EmptyState title="You have no consultant profile." />;
    return <Skeleton variant="rounded" height={320} aria-label="Loading" />;
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Typography variant="h5" component="h2">
            {me.fullName}
          </Typography>
          <Chip
            label={me.applicationStatus}
            color={me.applicationStatus === 'Approved' ? 'success' : 'default'}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={me.isAvailable}
              disabled={availability.status === 'pending'}
              onChange={(e) =>
                dispatch(
                  consultantsActions.userAvailabilityRequested({
                    userId: me.userId,
                    isAvailable: e.target.checked,
                  }),
                )
              }
            />
          }
          label={me.isAvailable ? 'Available for new projects' : 'Not available for new projects'}
        />
        {availability.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {availability.error}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <ProfileForm key={me.updatedAt} consultant={me} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Expertise
        </Typography>
        <ExpertiseEditor consultant={me} />
      </Paper>
    </>
  );
}
