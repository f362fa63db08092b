import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ALL_ROLES, effectiveRole, ROLE_NAMES, type RoleId } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { displayName, type ManagedUser } from '@client/features/users/userModel';
import {
  selectPickerRequest,
  selectPickerUsers,
  selectUserRoleRequest,
} from '@client/features/users/usersSelectors';
import { usersActions } from '@client/features/users/usersSlice';

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
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const options = useAppSelector(selectPickerUsers);
  const picker = useAppSelector(selectPickerRequest);
  const [user, setUser] = useState<ManagedUser | null>(null);
  const [role, setRole] = useState<RoleId>(roleId);
  const [missing, setMissing] = useState(false);
  const request = useAppSelector((s) => selectUserRoleRequest(s, user?.id ?? 0));
  const pending = request.status === 'pending';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) {
      setMissing(true);
      return;
    }
    onPicked(user.id);
    dispatch(usersActions.roleAssignRequested({ userId: user.id, roleId: role }));
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="assign-role-title"
    >
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
                setMissing(false);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="User"
                  required
                  autoFocus
                  error={missing}
                  helperText={
                    missing
                      ? 'Choose a user.'
                      : user
                        ? `Now: ${ROLE_NAMES[effectiveRole(user.roleId)]}`
                        : undefined
                  }
                />
              )}
            />
            <TextField
              select
              label="Role"
              fullWidth
              value={String(role)}
              onChange={(e) => setRole(effectiveRole(e.target.value))}
            >
              {ALL_ROLES.map((id) => (
                <MenuItem key={id} value={String(id)}>
                  {ROLE_NAMES[id]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>Assign</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
