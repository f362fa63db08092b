import type { ProjectDto, ProjectSummary, ProjectUpdate } from '../../../shared/contracts/projects';
import { DEFAULT_CURRENCY_CODE } from '../../../shared/constants';
import { hasBudgetDecimals } from '../../../shared/domain/numbers';
import { PROJECT_STATUS_LABELS } from '../../../shared/domain/work';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { findCurrency } from '../../repositories/currencies';
import type { ProjectChanges } from '../../repositories/projects';
import { personName } from '../../repositories/projectSummaries';
import { findService } from '../../repositories/services';
import { findUserById } from '../../repositories/users';
import type { AppContext } from '../../types';
import { realDate } from '../projectRequests/projectRequests';

/** The checked fields, and the names of the customer and service they point to (for the history). */
export interface CheckedFields {
  changes: ProjectChanges;
  customerName?: string | null;
  serviceName?: string | null;
}

function day(value: string | null | undefined, field: string, message: string): string | null | undefined {
  if (value === undefined) return undefined;
  // The schema admits a full date-time too; a project keeps its date only.
  const date = value ? value.slice(0, 10) : null;
  if (date !== null && !realDate(date)) throw badRequest(message, field);
  return date;
}

async function references(ctx: AppContext, body: ProjectUpdate, out: CheckedFields): Promise<void> {
  if (body.customerId !== undefined) {
    const customer = body.customerId === null ? undefined : await findUserById(ctx.db, body.customerId);
    if (body.customerId !== null && !customer) throw badRequest(MSG.customerMissing, 'customerId');
    out.changes.customerId = body.customerId;
    out.customerName = customer ? personName(customer.name, customer.surname, customer.user_name) : null;
  }
  if (body.serviceId !== undefined) {
    const service = body.serviceId === null ? undefined : await findService(ctx.db, { id: body.serviceId });
    if (body.serviceId !== null && !service) throw badRequest(MSG.serviceMissing, 'serviceId');
    out.changes.serviceId = body.serviceId;
    out.serviceName = service?.title ?? null;
  }
  if (body.currency !== undefined) {
    const code = body.currency.trim().toUpperCase() || DEFAULT_CURRENCY_CODE;
    // Only the site's own currencies: budgets are summed and shown per currency it lists.
    if (!(await findCurrency(ctx.db, { code }))) throw badRequest(MSG.currencyInvalid, 'currency');
    out.changes.currency = code;
  }
}

/**
 * Checks what the schema cannot (real dates, their order, existing customer, service and currency,
 * two decimals) and tidies the rest. `current` is the project a change applies to.
 */
export async function checkFields(
  ctx: AppContext,
  body: ProjectUpdate,
  current?: ProjectDto,
): Promise<CheckedFields> {
  const out: CheckedFields = { changes: {} };
  const c = out.changes;
  if (body.name !== undefined) {
    c.name = body.name.trim();
    if (!c.name) throw badRequest(MSG.projectNameRequired, 'name');
  }
  if (body.description !== undefined) c.description = body.description.trim();
  if (body.status !== undefined) c.status = body.status;
  if (body.budget !== undefined) {
    if (body.budget !== null && !hasBudgetDecimals(body.budget))
      throw badRequest(MSG.budgetDecimals, 'budget');
    c.budget = body.budget;
  }
  c.startDate = day(body.startDate, 'startDate', MSG.startDateInvalid);
  c.endDate = day(body.endDate, 'endDate', MSG.endDateInvalid);
  if (c.startDate === undefined) delete c.startDate;
  if (c.endDate === undefined) delete c.endDate;
  const start = c.startDate !== undefined ? c.startDate : (current?.startDate ?? null);
  const end = c.endDate !== undefined ? c.endDate : (current?.endDate ?? null);
  if (start !== null && end !== null && end < start) throw badRequest(MSG.endBeforeStart, 'endDate');
  if (body.isAvailableForApplication !== undefined)
    c.isAvailableForApplication = body.isAvailableForApplication;
  await references(ctx, body, out);
  return out;
}

const shown = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? 'none' : String(v);
const yesNo = (v: boolean): string => (v ? 'yes' : 'no');
// The id too, so that two customers of the same name still show as a change.
const named = (name: string | null | undefined, id: number | null | undefined): string =>
  id === null || id === undefined ? 'none' : `${name ?? 'Unknown'} (#${id})`;

/**
 * What a change alters, as the history shows it: "Status: Pending → Active; Budget: 10000 → 12000".
 * Empty when nothing differs.
 */
export function describeChanges(before: ProjectSummary, checked: CheckedFields): string {
  const c = checked.changes;
  const parts: string[] = [];
  const diff = (label: string, from: string, to: string) => {
    if (from !== to) parts.push(`${label}: ${from} → ${to}`);
  };
  if (c.name !== undefined) diff('Name', before.name, c.name);
  if (c.description !== undefined && c.description !== before.description) parts.push('Description changed');
  if (c.status !== undefined)
    diff('Status', PROJECT_STATUS_LABELS[before.status], PROJECT_STATUS_LABELS[c.status]);
  if (c.customerId !== undefined) {
    diff(
      'Customer',
      named(before.customerName, before.customerId),
      named(checked.customerName, c.customerId),
    );
  }
  if (c.serviceId !== undefined) {
    diff('Service', named(before.serviceName, before.serviceId), named(checked.serviceName, c.serviceId));
  }
  if (c.budget !== undefined) diff('Budget', shown(before.budget), shown(c.budget));
  if (c.currency !== undefined) diff('Currency', before.currency, c.currency);
  if (c.startDate !== undefined) diff('Start date', shown(before.startDate), shown(c.startDate));
  if (c.endDate !== undefined) diff('End date', shown(before.endDate), shown(c.endDate));
  if (c.isAvailableForApplication !== undefined) {
    diff(
      'Open for applications',
      yesNo(before.isAvailableForApplication),
      yesNo(c.isAvailableForApplication),
    );
  }
  return parts.join('; ');
}
