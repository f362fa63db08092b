import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { UserAvatar } from '@client/features/account';
import { ApplicationCard } from '@client/features/consultants';
import { selectUser, selectUserDisplayName } from '@client/features/authentication';
import {
  ChangePassword,
  EmailConfirmation,
  PhotoUpload,
  ProfileDetails,
  ProfileEditForm,
  PROFILE_REQUESTS,
  profileActions,
} from '@client/features/profile';
import { usePageTitle } from '@client/features/siteSettings';

export default function ProfilePage() {
  usePageTitle('My Profile');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const displayName = useAppSelector(selectUserDisplayName);
  const profile = useRequest(PROFILE_REQUESTS.fetch, { reset: true });
  const update = useRequest(PROFILE_REQUESTS.update, { reset: true });
  const [editing, setEditing] = useState(false);
  // A successful save ends editing without an effect: the form simply stops being shown.
  const showForm = editing && !update.succeeded;

  useEffect(() => {
    dispatch(profileActions.fetchRequested());
  }, [dispatch]);

  const startEditing = () => {
    dispatch(profileActions.updateReset());
    setEditing(true);
  };

  if (!user) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <UserAvatar size={96} />
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {displayName}
            </Typography>
            <PhotoUpload />
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Stack spacing={2}>
          {profile.failed && <Alert severity="warning">{profile.error}</Alert>}
          {update.succeeded && <Alert severity="success">{update.message ?? MSG.profileUpdated}</Alert>}
          <EmailConfirmation />
          {showForm ? (
            <ProfileEditForm user={user} onCancel={() => setEditing(false)} />
          ) : (
            <>
              <ProfileDetails />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Button variant="contained" startIcon={<EditIcon />} onClick={startEditing}>
                  Edit profile
                </Button>
                <ChangePassword />
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <ApplicationCard />
      </Box>
    </Container>
  );
}
