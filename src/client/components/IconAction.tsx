import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface IconActionProps {
  /** The tooltip. */
  title: string;
  /** The accessible name, which says what the action is done to: e.g. 'Edit Jane Doe'. */
  label: string;
  onClick: () => void;
  size?: 'small' | 'medium';
  /** The icon. */
  children: ReactNode;
}

/** An icon button with a tooltip, as a table row's actions are. */
export function IconAction({ title, label, onClick, size, children }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size={size} aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
