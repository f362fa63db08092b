import type { InjectOptions } from 'fastify';
import type { TestApp } from '@test/server/testApp';

// Calls of the administration of people (docs/requirements.md#users, #roles).

type Method = InjectOptions['method'];

export function usersApi(t: TestApp, headers: { authorization: string }) {
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    list: (query = '') => call('GET', `/Manage/users${query}`),
    get: (id: number) => call('GET', `/User/${id}`),
    create: (body: object) => call('POST', '/Manage/create-user', body),
    update: (id: number, body: object) => call('PUT', `/Manage/update-user/${id}`, body),
    remove: (id: number) => call('DELETE', `/Manage/delete-user/${id}`),
    assign: (userId: number, roleId: number) => call('POST', '/roles/assign', { userId, roleId }),
    unassign: (userId: number) => call('POST', '/roles/remove', { userId }),
  };
}

let counter = 0;

/** A create-user body with fresh, unique names. */
export function newUser(over: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${counter}x${Date.now() % 100000}`;
  return {
    userName: `made${tag}`,
    email: `made${tag}@test.example`,
    name: 'Made',
    surname: `Person${counter}`,
    roleId: 3,
    ...over,
  };
}

/** The update body that keeps a user as they are, with the given changes. */
export function sameUser(
  u: { userName: string; email: string; name: string; surname: string; roleId: number },
  over: Record<string, unknown> = {},
) {
  return {
    userName: u.userName,
    email: u.email,
    name: u.name,
    surname: u.surname,
    roleId: u.roleId,
    ...over,
  };
}
