import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { isYes, yesNo } from './useForm';

interface SwitchFieldProps {
  label: ReactNode;
  /** The draft's text for the switch: 'yes' when on. */
  value: string;
  onChange: (value: string) => void;
}

/** A labelled switch over a yes/no field of a form's draft. */
export function SwitchField({ label, value, onChange }: SwitchFieldProps) {
  return (
    <FormControlLabel
      control={<Switch checked={isYes(value)} onChange={(e) => onChange(yesNo(e.target.checked))} />}
      label={label}
    />
  );
}
