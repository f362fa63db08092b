import { useAppSelector } from '@client/lib/hooks';
import { selectConsultantById, selectConsultantBySlug } from './consultantsSelectors';

/** The consultant a route names by slug, or by id when the consultant has no slug. */
export function useConsultantFromParam(param: string) {
  const bySlug = useAppSelector((state) => selectConsultantBySlug(state, param));
  const byId = useAppSelector((state) =>
    /^\d+$/.test(param) ? selectConsultantById(state, Number(param)) : undefined,
  );
  return bySlug ?? byId ?? null;
}
