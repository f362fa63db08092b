import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PHOTO_MAX_BYTES } from '@shared/constants';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { registerFile } from '@client/api/fileRegistry';
import { sessionActions } from './sessionSlice';
import { selectPhotoUploadProgress, selectSessionRequest } from './sessionSelectors';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_MIB = PHOTO_MAX_BYTES / (1024 * 1024);

/** Checks type and size before anything is sent; the server checks the bytes again. */
export function checkPhoto(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return MSG.unsupportedImage;
  if (file.size > PHOTO_MAX_BYTES) return `${MSG.fileTooLarge} The limit is ${MAX_MIB} MB.`;
  return null;
}

export function PhotoUpload() {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectPhotoUploadProgress);
  const upload = useAppSelector((s) => selectSessionRequest(s, 'uploadPhoto'));
  const [localError, setLocalError] = useState<string | null>(null);
  const uploading = progress !== null;

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Clearing lets the same file be picked again after a failure.
    e.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file);
    setLocalError(problem);
    if (problem) return;
    dispatch(sessionActions.photoUploadRequested({ fileId: registerFile(file) }));
  };

  const error = localError ?? (upload.status === 'failed' ? upload.error : null);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraIcon />}
        disabled={uploading}
      >
        Upload photo
        <input
          hidden
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label="Photo file"
          onChange={onChange}
          disabled={uploading}
        />
      </Button>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Photo upload progress"
          sx={{ mt: 1 }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
