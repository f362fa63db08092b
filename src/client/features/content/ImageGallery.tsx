import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { resolvePhotoUrl } from '@client/features/profile';
import type { AboutUsImage } from './contentModel';

/** The about-us pictures with their captions under them. */
export function ImageGallery({ images }: { images: AboutUsImage[] }) {
  if (images.length === 0) return null;
  return (
    <Grid container spacing={3} component="section" aria-label="Gallery">
      {images.map((image) => (
        <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Box component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={resolvePhotoUrl(image.url) ?? undefined}
              alt={image.caption || 'Company photo'}
              loading="lazy"
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 2,
                display: 'block',
              }}
            />
            {image.caption && (
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {image.caption}
              </Typography>
            )}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
