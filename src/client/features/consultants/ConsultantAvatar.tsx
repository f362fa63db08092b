import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { resolvePhotoUrl } from '@client/features/profile';

interface ConsultantAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  image: string;
  name: string;
  size: number;
}

/** The photo by the URL rules of docs/requirements.md#user-record; without one MUI's placeholder portrait. */
export function ConsultantAvatar({ image, name, size, sx, ...rest }: ConsultantAvatarProps) {
  const src = resolvePhotoUrl(image) ?? undefined;
  return (
    <Avatar
      src={src}
      alt={name}
      sx={[{ width: size, height: size }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
