import type { CSSProperties, HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

interface SkeletonProps extends Pick<HTMLAttributes<HTMLSpanElement>, 'aria-label'> {
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  sx?: SxProps<Theme>;
}

/**
 * A placeholder drawn like MUI's Skeleton (its colour, shapes and pulse), without its slot
 * machinery: the public pages show one while their data loads, and each page carried its own copy
 * of MUI's (decision 024). It pulses only when the visitor has not asked for reduced motion.
 */
export function Skeleton({ variant = 'text', width, height, sx, ...aria }: SkeletonProps) {
  return (
    <Box
      component="span"
      {...aria}
      sx={[
        (theme) => ({
          display: 'block',
          width,
          height: height ?? (variant === 'text' ? 'auto' : '1.2em'),
          backgroundColor: 'rgba(0, 0, 0, 0.11)',
          borderRadius:
            variant === 'circular' ? '50%' : variant === 'rectangular' ? 0 : `${theme.shape.borderRadius}px`,
          '@media (prefers-reduced-motion: no-preference)': {
            animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          },
          ...(variant === 'text' && {
            transform: 'scale(1, 0.6)',
            transformOrigin: '0 55%',
            '&:empty::before': { content: '"\\00a0"' },
          }),
        }),
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
