import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ViewRequest } from '@client/lib/useRequest';
import { isYes, useForm } from '@client/components/forms/useForm';
import {
  displayName,
  type ManagedUser,
  type UserChanges,
  type UserCreate,
  ROLE_OPTIONS,
} from '@client/features/users';
import { toUserChanges, toUserCreate, userFormRules, userFormValues } from './userForm';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { SwitchField } from '@client/components/forms/SwitchField';
import { menuItems } from '@client/components/forms/menuItems';

interface UserFormDialogProps {
  /** null: a new user. */
  user: ManagedUser | null;
  open: boolean;
  /** The save this form sent. */
  request: Pick<ViewRequest, 'pending' | 'error' | 'fieldErrors'>;
  onCreate: (body: UserCreate) => void;
  onUpdate: (id: number, changes: UserChanges) => void;
  onClose: () => void;
}

/** Create or edit a user; mounted afresh for each opening, so the draft starts from the user as they are. */
export function UserFormDialog({ user, open, request, onCreate, onUpdate, onClose }: UserFormDialogProps) {
  const { pending } = request;
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
    <ResponsiveDialog open={open} pending={pending} onClose={onClose} aria-labelledby="user-form-title">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <DialogTitle id="user-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {request.error && <Alert severity="error">{request.error}</Alert>}
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
              {menuItems(ROLE_OPTIONS)}
            </TextField>
            {user ? (
              <SwitchField
                label="Active (may sign in)"
                value={values.isActive}
                onChange={(v) => setValue('isActive', v)}
              />
            ) : (
              <>
                <SwitchField
                  label="Send an invitation e-mail"
                  value={values.invite}
                  onChange={(v) => setValue('invite', v)}
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
          <FormButtons onCancel={onClose} pending={pending}>
            {user ? 'Save' : 'Create'}
          </FormButtons>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
