import Button from '@mui/material/Button';
import { SubmitButton, type SubmitButtonProps } from '@client/components/SubmitButton';

interface FormButtonsProps extends SubmitButtonProps {
  onCancel: () => void;
}

/** A form's Cancel and submit buttons; both are off while the submit runs. */
export function FormButtons({ onCancel, pending, ...submit }: FormButtonsProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton pending={pending} {...submit} />
    </>
  );
}
