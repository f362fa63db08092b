import type { Static, TObject, TSchema } from 'typebox';
import type { PathParamNames, Route } from '../api/route';

/**
 * What one call sends and answers, beside its route. The server registers the route with these
 * schemas; the client only ever imports their types.
 */
export interface Schemas {
  summary: string;
  description?: string;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  /** A multipart/form-data upload: the file's field name and the text fields sent with it. */
  multipart?: { file: string; fields?: readonly string[] };
  /**
   * The success answers by status; errors are always `{message, errors?}`, except a 503 named here
   * (the health check answers its own shape then).
   */
  response: { 200?: TSchema; 201?: TSchema; 204?: TSchema; 503?: TSchema };
}

type ParamNames<R extends Route> = PathParamNames<R['path']>;

/** The params schema names exactly the path's `:parameters` (checked when the contract compiles). */
type ParamsFit<R extends Route, S> = [ParamNames<R>] extends [never]
  ? S extends { params: TSchema }
    ? { params: 'this path has no parameters' }
    : unknown
  : S extends { params: infer P extends TSchema }
    ? [keyof Static<P>] extends [ParamNames<R>]
      ? [ParamNames<R>] extends [keyof Static<P>]
        ? unknown
        : { params: `the schema lacks a parameter of ${R['path']}` }
      : { params: `the schema has a parameter that ${R['path']} lacks` }
    : { params: `${R['path']} needs a params schema` };

export type Endpoint<R extends Route = Route, S extends Schemas = Schemas> = R & S & { readonly tag: string };

type Checked<R extends Record<string, Route>, S> = {
  [K in keyof R]: Schemas & ParamsFit<R[K], K extends keyof S ? S[K] : never>;
};

/**
 * An area's contract: its routes (from api/routes.ts) each with their schemas. Every route needs
 * schemas and no schemas may be left without a route, so the table and the contract cannot drift.
 */
export function defineContract<R extends Record<string, Route>, S extends Checked<R, S>>(
  tag: string,
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): { [K in keyof R]: R[K] & S[K] & { readonly tag: string } } {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(routes)) out[name] = { ...routes[name], ...schemas[name], tag };
  return out as { [K in keyof R]: R[K] & S[K] & { readonly tag: string } };
}

export type AnyEndpoint = Endpoint;

export type ParamsOf<E> = E extends { params: infer P extends TSchema } ? Static<P> : Record<string, never>;
export type QueryOf<E> = E extends { query: infer Q extends TSchema } ? Static<Q> : Record<string, never>;
export type BodyOf<E> = E extends { body: infer B extends TSchema } ? Static<B> : undefined;

/** The statuses a handler's plain return can answer; a 503 is sent through `reply`. */
type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 204>;

/** The body of a successful answer (null for 204). */
export type ResponseOf<E> = E extends { response: infer R }
  ? { [C in SuccessStatus<R>]: R[C] extends TSchema ? Static<R[C]> : never }[SuccessStatus<R>]
  : never;

export type HasParams<E> = E extends { params: TSchema } ? true : false;
export type HasQuery<E> = E extends { query: TSchema } ? true : false;
export type HasBody<E> = E extends { body: TSchema } ? true : E extends { multipart: object } ? true : false;
