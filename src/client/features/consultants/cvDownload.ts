import { api } from '@client/api';
import { CONSULTANT_CALL } from './consultantErrors';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The name the browser saves the CV under; the server's stored name is never shown. */
export function cvFileName(consultantId: number, type: string): string {
  const extension = EXTENSIONS[type.split(';')[0].trim().toLowerCase()];
  return extension ? `cv-${consultantId}.${extension}` : `cv-${consultantId}`;
}

/** The CV as a Blob: it goes from here to saveFile, never into an action or the store. */
export async function fetchCv(consultantId: number): Promise<Blob> {
  const body: unknown = await api.consultants.cv(
    { params: { id: consultantId } },
    { ...CONSULTANT_CALL, responseType: 'blob' },
  );
  return body instanceof Blob ? body : new Blob([String(body ?? '')]);
}
