import type { AxiosProgressEvent } from 'axios';
import { MANAGE } from '@shared/apiPaths';
import type {
  ProfileUpdateBody,
  ProfileUpdateResponse,
  UploadPhotoResponse,
  UserDto,
} from '@shared/contracts/account';
import { http } from '@client/api/client';

export const getProfile = () => http.get<Partial<UserDto>>(MANAGE.profile);

/** The body is checked by the caller: the spec demands a `user` in it. */
export const updateProfile = (body: ProfileUpdateBody) =>
  http.post<Partial<ProfileUpdateResponse> | undefined>(MANAGE.update, body);

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function progressPercent(event: Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>): number {
  const ratio = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.max(0, Math.min(100, Math.round(ratio * 100)));
}

export function uploadPhoto(file: Blob, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('photo', file);
  return http.post<Partial<UploadPhotoResponse> | undefined>(MANAGE.uploadPhoto, form, {
    signal: options.signal,
    onUploadProgress: options.onProgress
      ? (event) => options.onProgress?.(progressPercent(event))
      : undefined,
  });
}
