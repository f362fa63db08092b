import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import {
  type AboutUs,
  type AboutUsImage,
  selectImageDelete,
  selectImageUpload,
  selectImageUploadProgress,
  aboutUsActions,
} from '@client/features/content';
import { checkPhoto, PHOTO_TYPES, resolvePhotoUrl } from '@client/features/profile';
import { registerFile } from '@client/lib/fileRegistry';
import { FIELD } from '@shared/domain/fields';
import { FileButton } from '@client/components/FileButton';
import { ErrorAlert } from '@client/components/ErrorAlert';

const CAPTION_MAX = FIELD.aboutUs.imageCaption.max;

/** The gallery: upload with a caption and a progress bar; delete after a confirmation. */
export function AboutUsImages({ aboutUs }: { aboutUs: AboutUs | null }) {
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectImageUpload);
  const progress = useAppSelector(selectImageUploadProgress);
  const remove = useAppSelector(selectImageDelete);
  const [caption, setCaption] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AboutUsImage | null>(null);
  const uploading = progress !== null;
  const images = aboutUs?.images ?? [];
  const captionTooLong = caption.length > CAPTION_MAX;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Clearing lets the same file be picked again after a failure.
    e.target.value = '';
    if (!file) return;
    const problem = captionTooLong ? `Caption must be at most ${CAPTION_MAX} characters.` : checkPhoto(file);
    setLocalError(problem);
    if (problem) return;
    dispatch(aboutUsActions.imageUploadRequested({ fileId: registerFile(file), caption: caption.trim() }));
    setCaption('');
  };
  const askDelete = (image: AboutUsImage) => {
    dispatch(aboutUsActions.writeReset());
    setDeleting(image);
  };
  const error = localError ?? (upload.status === 'failed' ? upload.error : null);

  return (
    <section aria-label="Images">
      <Typography variant="h5" component="h2" gutterBottom>
        Images
      </Typography>
      {!aboutUs && <Alert severity="info">Save the text first; images can be added after that.</Alert>}
      {aboutUs && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <TextField
            label="Caption"
            size="small"
            fullWidth
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            error={captionTooLong}
            helperText={captionTooLong ? `At most ${CAPTION_MAX} characters.` : 'Shown under the image.'}
            disabled={uploading}
          />
          <FileButton
            accept={PHOTO_TYPES.join(',')}
            inputLabel="Image file"
            onFile={onFile}
            startIcon={<AddPhotoAlternate />}
            disabled={uploading}
            sx={{ flexShrink: 0 }}
          >
            Upload image
          </FileButton>
        </Stack>
      )}
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={progress ?? 0}
          aria-label="Image upload progress"
          sx={{ mb: 2 }}
        />
      )}
      <ErrorAlert error={error} />
      {aboutUs && images.length === 0 && <Typography color="text.secondary">No images yet.</Typography>}
      <Grid container spacing={2}>
        {images.map((image) => (
          <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardMedia
                component="img"
                height={160}
                image={resolvePhotoUrl(image.url) ?? undefined}
                alt={image.caption || 'Image'}
              />
              <Box sx={{ px: 2, pt: 1 }}>
                <Typography variant="body2" color={image.caption ? 'text.primary' : 'text.secondary'}>
                  {image.caption || 'No caption'}
                </Typography>
              </Box>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteOutlined />}
                  onClick={() => askDelete(image)}
                  aria-label={`Delete image ${image.caption || image.id}`}
                >
                  Delete
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ConfirmDialog
        open={deleting !== null && images.some((i) => i.id === deleting.id)}
        title="Delete this image?"
        pending={remove.status === 'pending'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && dispatch(aboutUsActions.imageDeleteRequested({ imageId: deleting.id }))}
        error={remove.status === 'failed' ? remove.error : null}
      >
        The image will be removed from the about page.
      </ConfirmDialog>
    </section>
  );
}
