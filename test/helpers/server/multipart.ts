import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, for `inject`. */
export function multipartBody(
  field: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
