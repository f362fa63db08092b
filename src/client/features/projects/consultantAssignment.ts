// The one place of the id conversions that assigning consultants requires (requirements: projects):
// the ids a form or a select holds may be text, and the server takes integers only.

/** The body of POST /projects/{id}/consultants. */
export interface AssignConsultantBody {
  consultantId: number;
  isLeader: boolean;
}

/** The body of POST /projects/{id}/consultants/multiple. */
export interface AssignConsultantsBody {
  consultantIds: number[];
  leaderConsultantId: number | null;
}

/** A consultant id as an integer, or null when the value is not one ('12' is, '12abc' and '1.5' are not). */
export function toConsultantId(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Assigning one converts its id; an id that is not an integer is a caller's error, never sent. */
export function assignConsultantBody(consultantId: string | number, isLeader = false): AssignConsultantBody {
  const id = toConsultantId(consultantId);
  if (id === null) throw new RangeError(`Not a consultant id: ${String(consultantId)}`);
  return { consultantId: id, isLeader };
}

/** Assigning several converts every id (dropping repeats and non-ids); the leader is an integer or null. */
export function assignConsultantsBody(
  consultantIds: ReadonlyArray<string | number>,
  leaderConsultantId?: string | number | null,
): AssignConsultantsBody {
  const ids = consultantIds.map(toConsultantId).filter((id): id is number => id !== null);
  return { consultantIds: [...new Set(ids)], leaderConsultantId: toConsultantId(leaderConsultantId) };
}
