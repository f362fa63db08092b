import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROLE_NAMES } from '@shared/roles';
import { useAppSelector } from '@client/lib/hooks';
import { selectRoleId, selectUser } from '@client/features/authentication';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** The read-only account details (the name is the page heading). */
export function ProfileDetails() {
  const user = useAppSelector(selectUser);
  const roleId = useAppSelector(selectRoleId);
  if (!user) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      <Row label="Email address" value={user.email} />
      <Row label="User name" value={user.userName} />
      <Row label="Phone" value={user.phoneNumber} />
      <Row label="Role" value={ROLE_NAMES[roleId]} />
    </Box>
  );
}
