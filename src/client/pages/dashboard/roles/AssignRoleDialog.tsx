import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { effectiveRole, ROLE_NAMES, type RoleId } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useForm } from '@client/components/forms/useForm';
import { filled } from '@client/components/forms/validation';
import {
  displayName,
  type ManagedUser,
  selectPickerRequest,
  selectPickerUsers,
  selectUserRoleRequest,
  usersActions,
  ROLE_OPTIONS,
} from '@client/features/users';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { menuItems } from '@client/components/forms/menuItems';

interface AssignRoleDialogProps {
  open: boolean;
  /** The role offered first (the one on show). */
  roleId: RoleId;
  /** The user whose role this dialog last changed, for the page to follow the request. */
  onPicked: (userId: number) => void;
  onClose: () => void;
}

const optionLabel = (u: ManagedUser) => `${displayName(u)} (${u.email})`;

/** Search a user, pick a role, assign it; mounted afresh for each opening. */
export function AssignRoleDialog({ open, roleId, onPicked, onClose }: AssignRoleDialogProps) {
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectPickerUsers);
  const picker = useAppSelector(selectPickerRequest);
  // The picked user as the box holds it; the draft has their id.
  const [user, setUser] = useState<ManagedUser | null>(null);
  const { setValue, bind, handleSubmit } = useForm(
    { userId: '', roleId: String(roleId) },
    { userId: [filled('Choose a user.')] },
  );
  const request = useAppSelector((s) => selectUserRoleRequest(s, user?.id ?? 0));
  const pending = request.status === 'pending';
  const picked = bind('userId', user ? `Now: ${ROLE_NAMES[effectiveRole(user.roleId)]}` : undefined);

  const submit = handleSubmit((v) => {
    onPicked(Number(v.userId));
    dispatch(usersActions.roleAssignRequested({ userId: Number(v.userId), roleId: effectiveRole(v.roleId) }));
  });

  return (
    <ResponsiveDialog open={open} pending={pending} onClose={onClose} aria-labelledby="assign-role-title">
      <form onSubmit={submit} noValidate aria-label="Assign a role">
        <DialogTitle id="assign-role-title">Assign a role</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {request.status === 'failed' && <Alert severity="error">{request.error}</Alert>}
            {picker.status === 'failed' && <Alert severity="error">{picker.error}</Alert>}
            <Autocomplete
              options={options}
              value={user}
              filterOptions={(x) => x}
              getOptionLabel={optionLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={picker.status === 'pending'}
              noOptionsText="Type a name, user name or e-mail"
              onInputChange={(_e, value, reason) => {
                if (reason === 'input') dispatch(usersActions.pickerRequested({ search: value }));
              }}
              onChange={(_e, value) => {
                setUser(value);
                setValue('userId', value ? String(value.id) : '');
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="User"
                  required
                  autoFocus
                  inputRef={picked.inputRef}
                  error={picked.error}
                  helperText={picked.helperText}
                />
              )}
            />
            <TextField select label="Role" fullWidth {...bind('roleId')}>
              {menuItems(ROLE_OPTIONS)}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormButtons onCancel={onClose} pending={pending}>
            Assign
          </FormButtons>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
