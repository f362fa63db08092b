import { http } from '@client/api/client';
import type { ConsultantResponse } from './consultants';

// The anonymous reads of the public pages (the list itself is consultants.listConsultants).
export const getConsultant = (id: number) => http.get<ConsultantResponse>(`/consultants/${id}`);

export const getConsultantBySlug = (slug: string) =>
  http.get<ConsultantResponse>(`/consultants/slug/${encodeURIComponent(slug)}`);

/** Name, status and dates of the consultant's projects; no authentication needed. */
export const getPublicProjects = (id: number) => http.get<unknown>(`/consultants/${id}/projects/public`);
