import type { FastifyRequest } from 'fastify';
import { ABOUT_IMAGE_CAPTION_MAX } from '../../../shared/contracts/aboutUs';
import { MSG } from '../../../shared/messages';
import { HttpError, badRequest } from '../../errors';
import { detectImage, type ImageType } from '../../plugins/uploads';
import { isPlainText } from '../../lib/boundedInputs';

export interface ImageForm {
  bytes: Buffer;
  type: ImageType;
  caption: string;
}

/**
 * Reads an image part (field 'image') and an optional 'caption' field, in either order. The type
 * comes from the file's first bytes; every client mistake ends as a 4xx, never a 500.
 */
export async function readImageForm(request: FastifyRequest, maxBytes: number): Promise<ImageForm> {
  if (!request.isMultipart()) throw badRequest(MSG.noFile, 'image');
  let bytes: Buffer | undefined;
  let caption = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else if (part.fieldname === 'caption') caption = String(part.value ?? '');
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_FILES_LIMIT') throw new HttpError(400, MSG.invalidUpload);
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413)
      throw new HttpError(413, MSG.fileTooLarge);
    throw new HttpError(400, MSG.invalidUpload);
  }
  if (!bytes || bytes.length === 0) throw badRequest(MSG.noFile, 'image');
  const type = detectImage(bytes);
  if (!type) throw badRequest(MSG.unsupportedImage, 'image');
  caption = caption.trim();
  if (!isPlainText(caption)) throw badRequest('Caption contains a character that is not allowed.', 'caption');
  if (caption.length > ABOUT_IMAGE_CAPTION_MAX) throw badRequest(MSG.captionTooLong, 'caption');
  return { bytes, type, caption };
}
