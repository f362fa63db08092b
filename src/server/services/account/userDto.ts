import type { Kysely } from 'kysely';
import type { UserDto } from '../../../shared/contracts/account';
import { ROLE_CONSULTANT, effectiveRole, isConsultantUser, rolesFor } from '../../../shared/roles';
import type { Database } from '../../db/types';
import { consultantIdForUser } from '../../repositories/consultants';
import type { UserRow } from '../../repositories/users';

export async function toUserDto(db: Kysely<Database>, row: UserRow): Promise<UserDto> {
  const roleId = effectiveRole(row.role_id);
  const roles = rolesFor(roleId);
  const dto: UserDto = {
    id: row.id,
    roleId,
    roles,
    userName: row.user_name,
    email: row.email,
    name: row.name,
    surname: row.surname,
    phoneNumber: row.phone_number,
    photo: row.photo,
    isConsultant: isConsultantUser({ roleId, roles }),
  };
  if (roleId === ROLE_CONSULTANT) dto.consultantId = await consultantIdForUser(db, row.id);
  return dto;
}
