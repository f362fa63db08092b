import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CV_MAX_BYTES } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { HttpError, badRequest } from '../errors';

export type ImageType = 'jpg' | 'png' | 'webp' | 'gif';

/** The image type by its first bytes; the client's file name and content type are not trusted. */
export function detectImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export async function registerUploads(app: FastifyInstance): Promise<void> {
  // The largest cap of any upload; each route narrows it for its own file.
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, parts: 21 } });
}

/**
 * The single uploaded file of a multipart request, whatever its field name, fully read within
 * `maxBytes`. Every way a client can get this wrong ends as a 4xx, never a 500.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MSG.noFile, 'photo');
  let data;
  try {
    data = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!data) throw badRequest(MSG.noFile, 'photo');
    return await data.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.fileTooLarge);
    if (e.statusCode === 413) throw new HttpError(413, MSG.fileTooLarge);
    throw new HttpError(400, MSG.invalidUpload);
  }
}
