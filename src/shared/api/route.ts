// The method and path of one API call, without any schema: both the server and the client read these,
// and only the server pairs them with schemas (contracts/), so no schema runtime reaches the bundle.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** Relative to /api; parameters as `:name`. */
  readonly path: P;
  /** A second path the server also answers (the other reading of the account paths). */
  readonly alias?: string;
}

export function route<M extends HttpMethod, P extends string>(
  method: M,
  path: P,
  options: { alias?: string } = {},
): Route<M, P> {
  return options.alias ? { method, path, alias: options.alias } : { method, path };
}

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** The path with its parameters filled in (each encoded as one URL segment). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
