import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { registerFile } from '@client/lib/fileRegistry';
import { checkPhoto, PHOTO_TYPES } from './photoFile';
import { profileActions } from './profileSlice';
import { selectPhotoUploadProgress, selectProfileRequest } from './profileSelectors';
import { FileButton } from '@client/components/FileButton';

export function PhotoUpload() {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectPhotoUploadProgress);
  const upload = useAppSelector((s) => selectProfileRequest(s, 'photo'));
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
    dispatch(profileActions.photoUploadRequested({ fileId: registerFile(file) }));
  };

  const error = localError ?? (upload.status === 'failed' ? upload.error : null);

  return (
    <Box sx={{ width: '100%' }}>
      <FileButton
        accept={PHOTO_TYPES.join(',')}
        inputLabel="Photo file"
        onFile={onChange}
        size="small"
        startIcon={<PhotoCameraIcon />}
        disabled={uploading}
      >
        Upload photo
      </FileButton>
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
