import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ONE_TIME_CODE_LENGTH } from '@shared/domain/patterns';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { profileActions } from './profileSlice';
import { selectPendingEmail, selectProfileRequest } from './profileSelectors';

const codeEntered = (value: string) => (value.trim() === '' ? MSG.codeNotEntered : null);

/** While a new address waits for its code: where the code went, and the field that confirms it. */
export function EmailConfirmation() {
  const pendingEmail = useAppSelector(selectPendingEmail);
  if (!pendingEmail) return null;
  return <EmailConfirmationForm pendingEmail={pendingEmail} />;
}

function EmailConfirmationForm({ pendingEmail }: { pendingEmail: string }) {
  const dispatch = useAppDispatch();
  const confirm = useAppSelector((s) => selectProfileRequest(s, 'emailConfirm'));
  const pending = confirm.status === 'pending';
  const { bind, handleSubmit } = useForm({ code: '' }, { code: [codeEntered] });
  const onSubmit = handleSubmit((v) =>
    dispatch(profileActions.emailConfirmRequested({ code: v.code.trim() })),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm email address">
      <Stack spacing={2}>
        <Alert severity="info">{`${MSG.emailCodeSentTo} ${pendingEmail}.`}</Alert>
        {confirm.status === 'failed' && <Alert severity="error">{confirm.error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ONE_TIME_CODE_LENGTH } }}
            {...bind('code')}
          />
          <SubmitButton pending={pending}>Confirm email</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
