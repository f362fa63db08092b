import type { FastifyServerOptions } from 'fastify';
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * When the routes' schemas become functions:
 * - `atStart`: every validator and serializer as the app starts, so that a schema that cannot be
 *   compiled stops the start. The server runs this way.
 * - `onFirstUse`: each one at its first call, kept for every app the process builds after it. A
 *   test's app answers a handful of the 250 routes, and compiling all of them took half of building
 *   it. The functions are the ones `atStart` makes: Fastify's own compilers with the same options.
 */
export type SchemaCompilation = 'atStart' | 'onFirstUse';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the compilers' own signatures vary
type AnyFunction = (this: unknown, ...args: any[]) => any;
interface Route {
  schema: object;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type RouteCompiler = (route: Route) => AnyFunction;

/**
 * A route compiler whose functions compile at their first call, once per schema and part of the
 * request or answer. Ajv's validators report through their `errors` property, which Fastify reads
 * after the call: it is copied over after each one.
 */
function onFirstCall(compile: RouteCompiler): RouteCompiler {
  const compiled = new WeakMap<object, Map<string, AnyFunction>>();
  const compiledFor = (route: Route): AnyFunction => {
    const forSchema = compiled.get(route.schema) ?? new Map<string, AnyFunction>();
    compiled.set(route.schema, forSchema);
    const key = `${route.httpPart ?? ''} ${route.httpStatus ?? ''} ${route.contentType ?? ''}`;
    let fn = forSchema.get(key);
    if (!fn) {
      fn = compile(route);
      forSchema.set(key, fn);
    }
    return fn;
  };
  return (route) => {
    let fn: AnyFunction | undefined;
    const run = function (this: unknown, ...args: unknown[]) {
      fn ??= compiledFor(route);
      const result: unknown = fn.apply(this, args);
      (run as { errors?: unknown }).errors = (fn as { errors?: unknown }).errors;
      return result;
    };
    return run;
  };
}

/** One compiler per set of shared schemas and options, as Fastify's Ajv pool keeps them. */
function pooled<Options>(build: (externalSchemas: never, options: Options) => RouteCompiler) {
  const pool = new Map<string, RouteCompiler>();
  return (externalSchemas: never, options: Options): RouteCompiler => {
    const key = JSON.stringify([externalSchemas, options]);
    let compiler = pool.get(key);
    if (!compiler) {
      compiler = onFirstCall(build(externalSchemas, options));
      pool.set(key, compiler);
    }
    return compiler;
  };
}

let firstUse: Factories | undefined;

/** Fastify's own compilers (Ajv and fast-json-stringify), compiling when `compilation` says. */
export function schemaController(compilation: SchemaCompilation): SchemaController {
  if (compilation === 'atStart') return {};
  // Fastify's types describe Ajv's own functions; the wrappers act as those, errors included.
  firstUse ??= {
    buildValidator: pooled(AjvCompiler() as never),
    buildSerializer: pooled(SerializerSelector() as never),
  } as unknown as Factories;
  return { compilersFactory: firstUse };
}
