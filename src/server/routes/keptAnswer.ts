import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Answers a read from its kept serialized body, reading and serializing it again (through the route's
 * response schema) only when its data's version has moved (docs/decisions/026-kept-answers.md). The
 * kept ETag spares the revalidation a hash. Without a version row nothing is kept.
 */
export async function sendKept<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  cache: VersionedCache<KeptBody>,
  { version: name, key, read }: KeptRead<T>,
): Promise<T | FastifyReply> {
  const version = await contentVersion(app.db, name);
  if (version === null) return read();
  const kept = await cache.get(key, version, async () => keptBody(String(reply.serialize(await read()))));
  useKnownEtag(reply, kept.etag);
  return reply.type('application/json; charset=utf-8').send(kept.body);
}
