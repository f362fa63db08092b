import type { InjectOptions } from 'fastify';
import type { NotifyInput } from '@server/services/notifications/types';
import type { RoleId } from '@shared/roles';
import { bearer, type TestApp } from '@test/server/testApp';

export interface Person {
  id: number;
  token: string;
}

/** A fresh verified user of a role, signed in. */
export async function person(t: TestApp, roleId: RoleId): Promise<Person> {
  const user = await t.createUser({ roleId });
  return { id: user.id, token: await t.login(user.email, user.password) };
}

export function caller(t: TestApp, who: Person) {
  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/notification${url}`, headers: bearer(who.token), payload });
  return {
    call,
    get: async (url: string) => {
      const res = await call('GET', url);
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    count: async (url: string) => {
      const res = await call('GET', url);
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return (res.json() as { count: number }).count;
    },
  };
}

/**
 * A notification to raise. A test may label its rows with a type of its own ('kept_once'): the
 * server gives a type outside the table the administrators' rule.
 */
export const event = (over: Partial<Omit<NotifyInput, 'type'>> & { type?: string } = {}): NotifyInput =>
  ({
    family: 'projects',
    type: 'project_created',
    title: 'Project created',
    message: 'A project was created.',
    data: { projectId: 7, projectName: 'Apollo' },
    ...over,
  }) as NotifyInput;
