import Avatar from '@mui/material/Avatar';
import PersonIcon from '@mui/icons-material/Person';
import { useAppSelector } from '@client/lib/hooks';
import { selectUserDisplayName } from '@client/features/authentication';
import { selectUserPhotoUrl } from '@client/features/profile';

/** The user's photo, or a placeholder portrait when there is none. */
export function UserAvatar({ size = 32 }: { size?: number }) {
  const photoUrl = useAppSelector(selectUserPhotoUrl);
  const name = useAppSelector(selectUserDisplayName);
  return (
    <Avatar src={photoUrl ?? undefined} alt={photoUrl ? name : undefined} sx={{ width: size, height: size }}>
      <PersonIcon sx={{ fontSize: size * 0.7 }} aria-hidden />
    </Avatar>
  );
}
