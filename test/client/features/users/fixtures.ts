import type { ManagedUser, Role } from '@client/features/users/userModel';

export function makeManagedUser(id: number, overrides: Partial<ManagedUser> = {}): ManagedUser {
  const name = overrides.name ?? `Name${id}`;
  const surname = overrides.surname ?? `Surname${id}`;
  return {
    id,
    userName: `user${id}`,
    email: `user${id}@example.com`,
    name,
    surname,
    fullName: `${name} ${surname}`,
    phoneNumber: '',
    photo: '',
    roleId: 3,
    roles: ['Customer'],
    isActive: true,
    emailVerified: true,
    pendingEmail: null,
    consultantId: null,
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export const makeRoles = (counts: [number, number, number, number] = [1, 2, 5, 0]): Role[] =>
  (['Admin', 'Consultant', 'Customer', 'Other'] as const).map((name, i) => ({
    id: i + 1,
    name,
    memberCount: counts[i],
  }));

export const userPage = (users: ManagedUser[], total = users.length, page = 1, pageSize = 20) => ({
  data: users,
  total,
  page,
  pageSize,
});
