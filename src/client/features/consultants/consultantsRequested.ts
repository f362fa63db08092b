import { createAction } from '@reduxjs/toolkit';
import type {
  ApplicationForm,
  ConsultantCreate,
  ConsultantUpdateBody,
  ExpertiseInput,
  ExpertiseUpdate,
} from './consultantModel';

/** What the consultant screens ask for beyond the public pages; the consultants sagas answer each. */
export const consultantWritesRequested = {
  /** Every consultant, pending, rejected and inactive ones too (administrators; GET /consultants?all=true). */
  allRequested: createAction('consultants/allRequested'),
  /** The signed-in user's own consultant profile in any state (GET /consultants/mine); null when none. */
  myProfileRequested: createAction('consultants/myProfileRequested'),
  /** A consultant's projects as far as the caller may see them (GET /consultants/{id}/projects). */
  projectsRequested: createAction<{ consultantId: number }>('consultants/projectsRequested'),
  /** An administrator makes an existing user a consultant. */
  createRequested: createAction<ConsultantCreate>('consultants/createRequested'),
  /** Changes a profile; fields left out keep their stored value, else the defaults of #consultants. */
  updateRequested: createAction<Partial<ConsultantUpdateBody> & Pick<ConsultantUpdateBody, 'id' | 'userId'>>(
    'consultants/updateRequested',
  ),
  removeRequested: createAction<{ id: number }>('consultants/removeRequested'),
  expertiseAddRequested: createAction<{ consultantId: number; input: ExpertiseInput }>(
    'consultants/expertiseAddRequested',
  ),
  expertiseUpdateRequested: createAction<{
    consultantId: number;
    expertiseId: number;
    changes: ExpertiseUpdate;
  }>('consultants/expertiseUpdateRequested'),
  expertiseRemoveRequested: createAction<{ consultantId: number; expertiseId: number }>(
    'consultants/expertiseRemoveRequested',
  ),
  /**
   * Apply to become a consultant: the form's fields and the CV, which waits in the file registry
   * (lib/fileRegistry) under `fileId`, so the action stays serializable (docs/decisions/003).
   */
  applyRequested: createAction<{ fileId: string; form: ApplicationForm }>('consultants/applyRequested'),
  approveRequested: createAction<{ id: number; adminNotes?: string }>('consultants/approveRequested'),
  rejectRequested: createAction<{ id: number; adminNotes: string }>('consultants/rejectRequested'),
  /** Available or not, by consultant id. */
  availabilityRequested: createAction<{ consultantId: number; isAvailable: boolean }>(
    'consultants/availabilityRequested',
  ),
  /** Available or not, by the consultant's user id (a consultant's own switch). */
  userAvailabilityRequested: createAction<{ userId: number; isAvailable: boolean }>(
    'consultants/userAvailabilityRequested',
  ),
  /** Downloads the CV of an application; the file goes straight to the browser, never into the store. */
  cvDownloadRequested: createAction<{ consultantId: number }>('consultants/cvDownloadRequested'),
};

/** Request keys of these calls (lib/requests). */
export const CONSULTANT_WRITE_REQUESTS = {
  all: 'consultants/all',
  mine: 'consultants/mine',
  projects: (consultantId: number) => `consultants/projects:${consultantId}`,
  create: 'consultants/create',
  update: (id: number) => `consultants/update:${id}`,
  remove: (id: number) => `consultants/remove:${id}`,
  /** Adding, changing or removing one consultant's expertise. */
  expertise: (consultantId: number) => `consultants/expertise:${consultantId}`,
  apply: 'consultants/apply',
  /** Approving or rejecting one application. */
  review: (id: number) => `consultants/review:${id}`,
  availability: (consultantId: number) => `consultants/availability:${consultantId}`,
  userAvailability: (userId: number) => `consultants/availability:user:${userId}`,
  cv: (consultantId: number) => `consultants/cv:${consultantId}`,
} as const;
