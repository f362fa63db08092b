import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

type Severity = 'error' | 'success';

const ICONS = { error: ErrorOutlineIcon, success: CheckCircleOutlineIcon } as const;

interface NoticeProps {
  severity: Severity;
  children: ReactNode;
  /** A button beside the message, such as Retry. */
  action?: ReactNode;
}

/**
 * A message box drawn like MUI's standard Alert (its colours, icon and spacing) for the first
 * screens, which show one only after a failure or a redirect: MUI's Alert brings its close button,
 * slots and four icons into their first download (decision 024).
 */
export function Notice({ severity, children, action }: NoticeProps) {
  const Icon = ICONS[severity];
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        alignItems: 'center',
        padding: '6px 16px',
        borderRadius: `${theme.shape.borderRadius}px`,
        color: darken(theme.palette[severity].light, 0.6),
        backgroundColor: lighten(theme.palette[severity].light, 0.9),
      })}
    >
      <Icon
        fontSize="inherit"
        sx={{ mr: 1.5, fontSize: 22, opacity: 0.9, color: `${severity}.main`, flexShrink: 0 }}
      />
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action && <Box sx={{ display: 'flex', ml: 'auto', mr: -1, pl: 2 }}>{action}</Box>}
    </Box>
  );
}
