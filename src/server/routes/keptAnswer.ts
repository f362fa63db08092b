import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCoding, codedEtag, coded, MIN_COMPRESSED_BYTES } from '../lib/contentCoding';
import { keptBody, type KeptBody, type VersionedCache } from '../lib/versionedCache';
import { useKnownEtag } from '../plugins/cacheControl';
import { contentVersion, type ContentVersionName } from '../repositories/contentVersions';

interface KeptRead<T> {
  /** The version of the data the answer is read from. */
  version: ContentVersionName;
  /** Everything the answer depends on besides that data (the caller, the filter). */
  key: string;
  read: () => Promise<T>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a kept body: compressed when it is large enough and the request accepts brotli or gzip,
 * with the bytes compressed once per kept body (lib/contentCoding.ts), and `Vary: Accept-Encoding`.
 * Each coding has its own ETag, which the revalidation uses (plugins/cacheControl.ts); it is only
 * sent where revalidation applies.
 */
export async function sendKeptBody(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBody,
): Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  if (kept.body.length < MIN_COMPRESSED_BYTES) {
    useKnownEtag(reply, kept.etag);
    return reply.send(kept.text ?? kept.body);
  }
  reply.header('vary', 'Accept-Encoding');
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (coding === null) {
    useKnownEtag(reply, kept.etag);
    return reply.send(kept.body);
  }
  const bytes = await coded(kept, coding);
  useKnownEtag(reply, codedEtag(kept.etag, coding));
  return reply.header('content-encoding', coding).send(bytes);
}

/**
 * Answers a read from its kept serialized body, reading and serializing it again (through the route's
 * response schema) only when its data's version has moved (docs/decisions/026-kept-answers.md). The
 * kept ETag spares the revalidation a hash. Without a version row nothing is kept.
 */
export async function sendKept<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: VersionedCache<KeptBody>,
  { version: name, key, read }: KeptRead<T>,
): Promise<T | FastifyReply> {
  const version = await contentVersion(app.db, name);
  if (version === null) return read();
  const kept = await cache.get(key, version, async () => keptBody(String(reply.serialize(await read()))));
  return sendKeptBody(request, reply, kept);
}
