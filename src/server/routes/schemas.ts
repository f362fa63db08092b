import type { TSchema } from 'typebox';
import { ErrorResponse } from '../../shared/contracts/common';

/** Adds the one error shape to a route's responses, so that error bodies are serialised (and trimmed) too. */
export function responses<T extends Partial<Record<number, TSchema>>>(ok: T) {
  return { ...ok, '4xx': ErrorResponse, '5xx': ErrorResponse };
}
