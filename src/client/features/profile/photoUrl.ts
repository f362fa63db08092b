import { UPLOADS_PREFIX } from '@shared/api/routes';
import { API_HOST } from '@client/api/apiHost';

/**
 * The photo rules of docs/requirements.md#user-record: none → null (the view shows a placeholder
 * portrait); an http(s) URL (or a local preview) as is; a relative path prefixed with the API host.
 */
export function resolvePhotoUrl(photo: string | null | undefined, apiHost: string = API_HOST): string | null {
  if (!photo) return null;
  if (/^(https?:|data:|blob:)/i.test(photo)) return photo;
  if (photo.startsWith('/')) return `${apiHost}${photo}`;
  const prefix = UPLOADS_PREFIX.slice(1);
  return photo.startsWith(`${prefix}/`) ? `${apiHost}/${photo}` : `${apiHost}${UPLOADS_PREFIX}/${photo}`;
}
