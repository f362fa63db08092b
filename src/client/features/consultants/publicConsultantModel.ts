/** A project as GET /consultants/{id}/projects/public shows it: name, status and dates only. */
export interface PublicProject {
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
}

/** The public list's filters: search goes to the server, the other two narrow what was loaded. */
export interface ConsultantFilters {
  search: string;
  /** An expertise name, or '' for all. */
  expertise: string;
  availableOnly: boolean;
}

export const initialConsultantFilters: ConsultantFilters = {
  search: '',
  expertise: '',
  availableOnly: false,
};

/** The list query for a search text ('' for the whole list). */
export function consultantsQuery(search: string): string {
  const text = search.trim();
  return text ? new URLSearchParams({ search: text }).toString() : '';
}

const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function normalizePublicProjects(raw: unknown): PublicProject[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
    .map((r) => ({
      name: typeof r.name === 'string' ? r.name : '',
      status: typeof r.status === 'string' ? r.status : '',
      startDate: dateOrNull(r.startDate),
      endDate: dateOrNull(r.endDate),
    }));
}
