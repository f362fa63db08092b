import type { ChangeEventHandler } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

interface FileButtonProps extends Pick<ButtonProps, 'size' | 'startIcon' | 'disabled' | 'sx' | 'children'> {
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** The file input's accessible name. */
  inputLabel: string;
  onFile: ChangeEventHandler<HTMLInputElement>;
}

/** An outlined button that opens the browser's file picker (a hidden file input inside its label). */
export function FileButton({ accept, inputLabel, onFile, disabled, children, ...button }: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" disabled={disabled} {...button}>
      {children}
      <input
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={onFile}
        disabled={disabled}
      />
    </Button>
  );
}
