import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

interface ResponsiveDialogProps extends Omit<DialogProps, 'onClose' | 'fullScreen'> {
  onClose: () => void;
  /** While a save runs the dialog stays open (no close on Escape or a click outside). */
  pending?: boolean;
}

/** A full-width dialog that fills the screen on phones. */
export function ResponsiveDialog({
  onClose,
  pending = false,
  maxWidth = 'sm',
  ...rest
}: ResponsiveDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      {...rest}
    />
  );
}
