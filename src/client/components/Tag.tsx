import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

interface TagStyle {
  variant: 'filled' | 'outlined';
  tone: 'default' | 'success';
}

const TagRoot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'tone',
})<TagStyle>(({ theme, variant, tone }) => {
  const filled =
    tone === 'success'
      ? { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText }
      : { backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    padding: variant === 'outlined' ? '0 7px' : '0 8px',
    borderRadius: 12,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    ...(variant === 'outlined'
      ? { border: `1px solid ${theme.palette.grey[400]}`, color: theme.palette.text.primary }
      : filled),
  };
});

interface TagProps {
  children: ReactNode;
  variant?: TagStyle['variant'];
  tone?: TagStyle['tone'];
}

/**
 * A small static label drawn like MUI's small Chip, without the Chip's click, delete and focus
 * machinery: the public cards show a few on every first screen (decision 024).
 */
export function Tag({ children, variant = 'filled', tone = 'default' }: TagProps) {
  return (
    <TagRoot variant={variant} tone={tone}>
      {children}
    </TagRoot>
  );
}
