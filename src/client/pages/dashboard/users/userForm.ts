import { FIELD } from '@shared/domain/fields';
import { effectiveRole, ROLE_CUSTOMER } from '@shared/roles';
import { withinLength } from '@client/components/forms/limits';
import { isYes, yesNo } from '@client/components/forms/useForm';
import {
  emailShape,
  passwordLength,
  required,
  userNameShape,
  type Validator,
} from '@client/components/forms/validation';
import type { ManagedUser, UserChanges, UserCreate } from '@client/features/users';

// The user dialog's draft and rules: the server's own lengths and shapes (docs/requirements.md#users).

export type UserField =
  'userName' | 'email' | 'name' | 'surname' | 'phoneNumber' | 'roleId' | 'invite' | 'password' | 'isActive';

const account = FIELD.account;

export const userFormValues = (user: ManagedUser | null): Record<UserField, string> => ({
  userName: user?.userName ?? '',
  email: user?.email ?? '',
  name: user?.name ?? '',
  surname: user?.surname ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  roleId: String(user?.roleId ?? ROLE_CUSTOMER),
  // A new user is invited by default: nobody has to pass a password around.
  invite: yesNo(!user),
  password: '',
  isActive: yesNo(!user || user.isActive),
});

/** Only a user who is not invited needs a password, of the server's length. */
const initialPassword: Validator = (value, all) => {
  if (isYes(all.invite ?? '')) return null;
  if (value === '') return 'Password is required, or send an invitation instead.';
  return passwordLength(value, all);
};

/** The rules of a new user's form, or (`creating` false) of an edit, which sends no password. */
export const userFormRules = (creating: boolean): Partial<Record<UserField, Validator[]>> => ({
  userName: [required('User name'), userNameShape],
  email: [required('Email'), emailShape],
  name: [required('First name'), withinLength('First name', account.name)],
  surname: [required('Last name'), withinLength('Last name', account.surname)],
  phoneNumber: [withinLength('Phone number', account.phoneNumber)],
  ...(creating ? { password: [initialPassword] } : {}),
});

const common = (v: Record<UserField, string>) => ({
  userName: v.userName.trim(),
  email: v.email.trim(),
  name: v.name.trim(),
  surname: v.surname.trim(),
  phoneNumber: v.phoneNumber.trim(),
  roleId: effectiveRole(v.roleId),
});

/** No password means an invitation: a reset code the user uses on "Forgot password". */
export function toUserCreate(v: Record<UserField, string>): UserCreate {
  return isYes(v.invite) ? common(v) : { ...common(v), password: v.password };
}

export function toUserChanges(v: Record<UserField, string>): UserChanges {
  return { ...common(v), isActive: isYes(v.isActive) };
}
