import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Plain text written with blank lines or line breaks, shown as paragraphs (never as HTML). */
export function Paragraphs({ text, sx, ...props }: { text: string } & TypographyProps) {
  const parts = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {parts.map((p, i) => (
        <Typography
          key={i}
          component="p"
          {...props}
          sx={[{ whiteSpace: 'pre-line', mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
          {p}
        </Typography>
      ))}
    </>
  );
}
