import type { ConsultantView } from '../../repositories/consultants';
import { raise, type ContentContext } from '../contentEvents';
import type { NotificationType } from '../../../shared/domain/notificationTypes';

// The events of the consultants and applications families (docs/requirements.md#notification-families).
// Each carries consultantId, name (the full name) and userId (docs/requirements.md#notification-data);
// the consultant's own user is told about changes to their profile (docs/requirements.md#events).

const nameOf = (c: ConsultantView): string => c.fullName || 'Unknown Consultant';

export const consultantData = (c: ConsultantView, extra: Record<string, unknown> = {}) => ({
  consultantId: c.id,
  name: nameOf(c),
  userId: c.userId,
  ...extra,
});

/** A change to a consultant's profile: administrators and the consultant's user. */
export async function consultantEvent(
  ctx: ContentContext,
  c: ConsultantView,
  e: { type: NotificationType; title: string; message: string; data?: Record<string, unknown> },
): Promise<void> {
  await raise(ctx, {
    family: 'consultants',
    type: e.type,
    title: e.title,
    message: e.message,
    data: consultantData(c, e.data),
    toUserIds: [c.userId],
  });
}

/** A new application, or one sent again after a rejection: for administrators, who review it. */
export async function applicationReceived(
  ctx: ContentContext,
  c: ConsultantView,
  userName: string,
  again: boolean,
): Promise<void> {
  const fields = { applicationId: c.id, userId: c.userId, userName, name: nameOf(c) };
  await raise(ctx, {
    family: 'applications',
    type: again ? 'application_updated' : 'application_created',
    title: again ? 'Consultant application resubmitted' : 'New consultant application',
    message: `${nameOf(c)} ${again ? 'applied again' : 'applied'} to join as a consultant.`,
    data: consultantData(c, { ...fields, status: 'Pending', specialization: c.specialization }),
    hubEvent: { target: 'ApplicationNotification', fields },
  });
}

/** The decision on an application: administrators and the applicant. */
export async function applicationDecided(
  ctx: ContentContext,
  c: ConsultantView,
  userName: string,
  status: 'Approved' | 'Rejected',
): Promise<void> {
  const approved = status === 'Approved';
  await raise(ctx, {
    family: 'applications',
    type: approved ? 'application_approved' : 'application_rejected',
    title: approved ? 'Consultant application approved' : 'Consultant application rejected',
    message: `The consultant application of ${nameOf(c)} was ${approved ? 'approved' : 'rejected'}.`,
    data: consultantData(c, {
      applicationId: c.id,
      userName,
      status,
      ...(approved ? {} : { adminNotes: c.adminNotes ?? '' }),
    }),
    toUserIds: [c.userId],
    hubEvent: { target: 'ApplicationStatusUpdate', fields: { status, applicationId: c.id } },
  });
}
