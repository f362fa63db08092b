import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { defineContract } from './contract';

export const Health = Type.Object({
  status: Type.String(),
  db: Type.String(),
  /** Only when Redis is configured: whether this process reaches it. Down still answers 200. */
  redis: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('down')])),
});
export type Health = Static<typeof Health>;

/**
 * Liveness: 200 when the database answers, else 503 with the same shape. With Redis configured, its
 * state too: a process cut off from Redis still serves its own clients and counts its own limits.
 */
export const healthContract = defineContract('meta', API.health, {
  get: { summary: 'Liveness and database check', response: { 200: Health, 503: Health } },
});
