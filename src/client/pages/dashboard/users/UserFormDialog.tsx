import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ALL_ROLES, ROLE_NAMES } from '@shared/roles';
import type { RequestState } from '@client/lib/requestState';
import { SubmitButton } from '@client/components/SubmitButton';
import { isYes, useForm, yesNo } from '@client/components/forms/useForm';
import {
  displayName,
  type ManagedUser,
  type UserChanges,
  type UserCreate,
} from '@client/features/users/userModel';
import { toUserChanges, toUserCreate, userFormRules, userFormValues } from './userForm';

interface UserFormDialogProps {
  /** null: a new user. */
  user: ManagedUser | null;
  open: boolean;
  request: RequestState;
  onCreate: (body: UserCreate) => void;
  onUpdate: (id: number, changes: UserChanges) => void;
  onClose: () => void;
}

/** Create or edit a user; mounted afresh for each opening, so the draft starts from the user as they are. */
export function UserFormDialog({ user, open, request, onCreate, onUpdate, onClose }: UserFormDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const pending = request.status === 'pending';
  // The server's messages stand beside the client's until the next save.
  const { values, setValue, bind, handleSubmit } = useForm(
    userFormValues(user),
    userFormRules(user === null),
    request.fieldErrors,
  );
  const invite = isYes(values.invite);

  const onSubmit = handleSubmit((v) => {
    if (user) onUpdate(user.id, toUserChanges(v));
    else onCreate(toUserCreate(v));
  });

  const title = user ? `Edit ${displayName(user)}` : 'New user';
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="user-form-title"
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <DialogTitle id="user-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {request.status === 'failed' && request.error && <Alert severity="error">{request.error}</Alert>}
            <TextField
              label="User name"
              required
              fullWidth
              autoFocus
              autoComplete="off"
              {...bind('userName')}
            />
            <TextField label="Email" type="email" required fullWidth autoComplete="off" {...bind('email')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First name" required fullWidth {...bind('name')} />
              <TextField label="Last name" required fullWidth {...bind('surname')} />
            </Stack>
            <TextField label="Phone number" type="tel" fullWidth {...bind('phoneNumber')} />
            <TextField select label="Role" fullWidth {...bind('roleId')}>
              {ALL_ROLES.map((id) => (
                <MenuItem key={id} value={String(id)}>
                  {ROLE_NAMES[id]}
                </MenuItem>
              ))}
            </TextField>
            {user ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={isYes(values.isActive)}
                    onChange={(e) => setValue('isActive', yesNo(e.target.checked))}
                  />
                }
                label="Active (may sign in)"
              />
            ) : (
              <>
                <FormControlLabel
                  control={
                    <Switch checked={invite} onChange={(e) => setValue('invite', yesNo(e.target.checked))} />
                  }
                  label="Send an invitation e-mail"
                />
                {invite ? (
                  <Alert severity="info">
                    The user receives a code by e-mail and chooses a password on the “Forgot password” page.
                  </Alert>
                ) : (
                  <TextField
                    label="Initial password"
                    type="password"
                    required
                    fullWidth
                    autoComplete="new-password"
                    {...bind('password')}
                  />
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>{user ? 'Save' : 'Create'}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
