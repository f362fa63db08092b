import type { AboutUsInput, HomepageInput } from '@client/features/content/contentModel';
import { http } from '@client/api/client';
import { progressPercent, type UploadOptions } from './profile';

const ABOUT_US = '/aboutus';
const HOMEPAGE = '/homepage';

/** Raw bodies: features/content normalises them. */
export type ContentResponse = Record<string, unknown> | null;

export const getAboutUs = () => http.get<ContentResponse>(ABOUT_US);
export const createAboutUs = (body: AboutUsInput) => http.post<ContentResponse>(ABOUT_US, body);
export const updateAboutUs = (id: number, body: AboutUsInput) =>
  http.put<ContentResponse>(`${ABOUT_US}/${id}`, body);

export function uploadAboutUsImage(
  aboutUsId: number,
  file: Blob,
  caption: string,
  options: UploadOptions = {},
) {
  const form = new FormData();
  // The caption goes first: a streaming multipart reader sees it before the file.
  form.append('caption', caption);
  form.append('image', file);
  return http.post<ContentResponse>(`${ABOUT_US}/${aboutUsId}/images`, form, {
    signal: options.signal,
    onUploadProgress: options.onProgress
      ? (event) => options.onProgress?.(progressPercent(event))
      : undefined,
  });
}

export const deleteAboutUsImage = (imageId: number) => http.delete<unknown>(`${ABOUT_US}/images/${imageId}`);

export const getHomepage = () => http.get<ContentResponse>(HOMEPAGE);
export const createHomepage = (body: HomepageInput) => http.post<ContentResponse>(HOMEPAGE, body);
export const updateHomepage = (id: number, body: HomepageInput) =>
  http.put<ContentResponse>(`${HOMEPAGE}/${id}`, body);
