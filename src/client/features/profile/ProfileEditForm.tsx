import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { withinLength } from '@client/components/forms/limits';
import { useForm } from '@client/components/forms/useForm';
import { emailShape, required, userNameShape } from '@client/components/forms/validation';
import { AccountFields, type SessionUser } from '@client/features/authentication';
import { profileActions } from './profileSlice';
import { selectProfileRequest } from './profileSelectors';
import { FIELD } from '@shared/domain/fields';
import { FormButtons } from '@client/components/FormButtons';

interface ProfileEditFormProps {
  user: SessionUser;
  onCancel: () => void;
}

/** The draft is local UI state until Save; the saved user comes back through the store. */
export function ProfileEditForm({ user, onCancel }: ProfileEditFormProps) {
  const dispatch = useAppDispatch();
  const update = useAppSelector((s) => selectProfileRequest(s, 'update'));
  const pending = update.status === 'pending';
  const { bind, handleSubmit } = useForm(
    {
      userName: user.userName ?? '',
      email: user.email ?? '',
      name: user.name ?? '',
      surname: user.surname ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
    {
      userName: [required('User name'), userNameShape],
      email: [required('Email'), emailShape],
      name: [required('First name'), withinLength('First name', FIELD.account.name)],
      surname: [required('Last name'), withinLength('Last name', FIELD.account.surname)],
      phoneNumber: [withinLength('Phone number', FIELD.account.phoneNumber)],
    },
  );

  const onSubmit = handleSubmit((v) =>
    dispatch(
      profileActions.updateRequested({
        userName: v.userName.trim(),
        email: v.email.trim(),
        name: v.name.trim(),
        surname: v.surname.trim(),
        phoneNumber: v.phoneNumber.trim(),
        photo: user.photo ?? '',
      }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <Stack spacing={2}>
        {update.status === 'failed' && <Alert severity="error">{update.error}</Alert>}
        <AccountFields bind={bind} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <FormButtons onCancel={onCancel} pending={pending}>
            Save
          </FormButtons>
        </Stack>
      </Stack>
    </form>
  );
}
