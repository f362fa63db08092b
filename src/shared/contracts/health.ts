import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { defineContract } from './contract';

export const Health = Type.Object({ status: Type.String(), db: Type.String() });
export type Health = Static<typeof Health>;

/** Liveness: 200 when the database answers, else 503 with the same shape. */
export const healthContract = defineContract('meta', API.health, {
  get: { summary: 'Liveness and database check', response: { 200: Health, 503: Health } },
});
