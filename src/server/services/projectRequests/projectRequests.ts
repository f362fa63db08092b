import type {
  ProjectRequestCreate,
  ProjectRequestDto,
  ProjectRequestUpdate,
} from '../../../shared/contracts/projectRequests';
import { DEFAULT_CURRENCY_CODE } from '../../../shared/constants';
import { hasBudgetDecimals } from '../../../shared/domain/numbers';
import { MSG } from '../../../shared/messages';
import { ROLE_ADMIN } from '../../../shared/roles';
import { HttpError, badRequest, notFound } from '../../errors';
import {
  findRequest,
  findRequestOwner,
  insertRequest,
  updateRequest,
  type RequestChanges,
} from '../../repositories/projectRequests';
import { findService } from '../../repositories/services';
import { findVerifiedUserByEmail, normaliseEmail } from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { raise, type ContentContext } from '../contentEvents';
import { normaliseCurrency } from '../site/currencies';
import { requestRejectedMail } from './projectRequestMail';

export const notPending = () => new HttpError(409, MSG.requestNotPending);

export async function pendingRequest(ctx: ContentContext, id: number): Promise<ProjectRequestDto> {
  const request = await findRequest(ctx.db, id);
  if (!request) throw notFound();
  if (request.status !== 'Pending') throw notPending();
  return request;
}

/** The event data fields of project requests (docs/requirements.md#notification-data). */
export const requestData = (r: ProjectRequestDto, extra: object = {}) => ({
  id: r.id,
  requestTitle: r.requestTitle,
  customerName: r.contactName,
  budget: r.budget,
  currency: r.currency,
  serviceId: r.serviceId,
  serviceName: r.serviceName,
  status: r.status,
  ...extra,
});

export const realDate = (d: string): boolean => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};

/** Checks what the schema cannot (real dates, known codes, existing services) and tidies the rest. */
async function normalise(ctx: ContentContext, body: ProjectRequestUpdate): Promise<RequestChanges> {
  const out: RequestChanges = {};
  const text = (v: string | undefined) => (v === undefined ? undefined : v.trim());
  for (const [field, label] of [
    ['requestTitle', 'Request title'],
    ['description', 'Description'],
    ['contactName', 'Contact name'],
  ] as const) {
    const v = text(body[field]);
    if (v === '') throw badRequest(`${label} is required.`, field);
    if (v !== undefined) out[field] = v;
  }
  if (body.email !== undefined) out.email = normaliseEmail(body.email);
  if (body.phoneNumber !== undefined) out.phoneNumber = body.phoneNumber.trim();
  if (body.company !== undefined) out.company = body.company.trim();
  if (body.currency !== undefined) {
    const code = body.currency.trim() === '' ? DEFAULT_CURRENCY_CODE : normaliseCurrency(body.currency);
    if (!code) throw badRequest(MSG.currencyInvalid, 'currency');
    out.currency = code;
  }
  if (body.budget !== undefined) {
    if (body.budget !== null && !hasBudgetDecimals(body.budget)) {
      throw badRequest(MSG.budgetDecimals, 'budget');
    }
    out.budget = body.budget;
  }
  if (body.desiredStartDate !== undefined) {
    const date = body.desiredStartDate ? body.desiredStartDate.slice(0, 10) : null;
    if (date !== null && !realDate(date)) throw badRequest(MSG.dateInvalid, 'desiredStartDate');
    out.desiredStartDate = date;
  }
  if (body.serviceId !== undefined) {
    if (body.serviceId !== null && !(await findService(ctx.db, { id: body.serviceId }))) {
      throw badRequest(MSG.serviceMissing, 'serviceId');
    }
    out.serviceId = body.serviceId;
  }
  return out;
}

export async function submitRequest(
  ctx: ContentContext,
  body: ProjectRequestCreate,
  auth: AuthUser | null,
): Promise<ProjectRequestDto> {
  const values = await normalise(ctx, { currency: DEFAULT_CURRENCY_CODE, ...body });
  // A signed-in requester owns it; a visitor's request belongs to whoever has verified its address.
  const ownerId = auth?.id ?? (await findVerifiedUserByEmail(ctx.db, values.email!))?.id ?? null;
  // The request and its notification in one transaction; pushes after it.
  return ctx.deferred.transaction(async (trx) => {
    const id = await insertRequest(
      trx,
      {
        requestTitle: values.requestTitle!,
        description: values.description!,
        serviceId: values.serviceId ?? null,
        budget: values.budget ?? null,
        currency: values.currency!,
        desiredStartDate: values.desiredStartDate ?? null,
        contactName: values.contactName!,
        email: values.email!,
        phoneNumber: values.phoneNumber ?? '',
        company: values.company ?? '',
      },
      auth?.id ?? null,
      ownerId,
      iso(ctx.appConfig.now()),
    );
    const request = (await findRequest(trx, id))!;
    await raise(within(ctx, trx), {
      family: 'projectRequests',
      type: 'project_request_created',
      title: 'New project request',
      message: `${request.contactName} requested "${request.requestTitle}".`,
      data: requestData(request, { email: request.email }),
    });
    return request;
  });
}

/** Administrators see every request; its owning account sees it (by id, never by e-mail); others get 404. */
export async function requestForViewer(
  ctx: ContentContext,
  id: number,
  viewer: AuthUser,
): Promise<ProjectRequestDto> {
  const request = await findRequest(ctx.db, id);
  if (!request) throw notFound();
  if (viewer.roleId === ROLE_ADMIN || (await findRequestOwner(ctx.db, id)) === viewer.id) return request;
  throw notFound();
}

export async function editRequest(
  ctx: ContentContext,
  id: number,
  body: ProjectRequestUpdate,
): Promise<ProjectRequestDto> {
  const before = await findRequest(ctx.db, id);
  if (!before) throw notFound();
  if (body.status === 'Approved' && before.status !== 'Approved') {
    throw badRequest(MSG.requestApproveSeparately, 'status');
  }
  if (before.status === 'Approved' && body.status !== undefined && body.status !== 'Approved') {
    throw new HttpError(409, MSG.requestApprovedFixed);
  }
  const changes = await normalise(ctx, body);
  if (body.status !== undefined) changes.status = body.status;
  if (body.adminNotes !== undefined) changes.adminNotes = body.adminNotes.trim();
  // The change and its notification in one transaction; pushes after it.
  return ctx.deferred.transaction(async (trx) => {
    await updateRequest(trx, id, changes, iso(ctx.appConfig.now()));
    const request = (await findRequest(trx, id))!;
    const statusChanged = request.status !== before.status;
    await raise(within(ctx, trx), {
      family: 'projectRequests',
      type: 'project_request_updated',
      title: 'Project request updated',
      message: statusChanged
        ? `Project request "${request.requestTitle}" is now ${request.status}.`
        : `Project request "${request.requestTitle}" was updated.`,
      data: requestData(request, { adminNotes: request.adminNotes }),
      // Field edits concern the administrators; a status change concerns the requester too.
      toUserIds: statusChanged && request.userId ? [request.userId] : undefined,
    });
    return request;
  });
}

export async function rejectRequest(
  ctx: ContentContext,
  id: number,
  adminNotes: string | undefined,
): Promise<ProjectRequestDto> {
  await pendingRequest(ctx, id);
  const now = iso(ctx.appConfig.now());
  const changes = {
    status: 'Rejected' as const,
    ...(adminNotes !== undefined && { adminNotes: adminNotes.trim() }),
  };
  // The decision and its notification in one transaction; pushes after it, the mail once it stands.
  const request = await ctx.deferred.transaction(async (trx) => {
    if (!(await updateRequest(trx, id, changes, now, 'Pending'))) throw notPending();
    const rejected = (await findRequest(trx, id))!;
    await raise(within(ctx, trx), {
      family: 'projectRequests',
      type: 'project_request_rejected',
      title: 'Project request rejected',
      message: `Project request "${rejected.requestTitle}" was rejected.`,
      data: requestData(rejected, { adminNotes: rejected.adminNotes }),
      toUserIds: rejected.userId ? [rejected.userId] : undefined,
    });
    return rejected;
  });
  await ctx.mailer.enqueue(
    requestRejectedMail(
      request.email,
      request.contactName,
      request.requestTitle,
      request.adminNotes,
      ctx.appConfig.publicUrl,
    ),
  );
  return request;
}
