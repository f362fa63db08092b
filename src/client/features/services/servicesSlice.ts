import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestsActions } from '@client/lib/requests';
import {
  compareServices,
  type Service,
  type ServiceChanges,
  type ServiceInput,
  type ServiceItem,
  type ServiceItemInput,
  type ServiceItemKind,
} from './serviceModel';

export const servicesAdapter = createEntityAdapter<Service>({ sortComparer: compareServices });

export const initialServicesState = servicesAdapter.getInitialState({
  /** The admin's list holds inactive services too; the public pages filter them out. */
  includeInactive: false,
});
export type ServicesState = typeof initialServicesState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const SERVICE_REQUESTS = {
  list: 'services/list',
  detail: (slug: string) => `services/detail:${slug}`,
  save: 'services/save',
  remove: 'services/remove',
  item: (kind: ServiceItemKind) => `services/item:${kind}`,
} as const;

type ItemRef = { serviceId: number; kind: ServiceItemKind };

// What the views ask for; the saga answers each.
const requested = {
  fetchRequested: createAction<{ includeInactive?: boolean; force?: boolean } | undefined>(
    'services/fetchRequested',
  ),
  detailRequested: createAction<{ slug: string; force?: boolean }>('services/detailRequested'),
  createRequested: createAction<ServiceInput>('services/createRequested'),
  updateRequested: createAction<{ id: number; changes: ServiceChanges }>('services/updateRequested'),
  deleteRequested: createAction<{ id: number }>('services/deleteRequested'),
  itemAddRequested: createAction<ItemRef & { item: ServiceItemInput }>('services/itemAddRequested'),
  itemRemoveRequested: createAction<ItemRef & { itemId: number }>('services/itemRemoveRequested'),
};

const servicesSlice = createSlice({
  name: 'services',
  initialState: initialServicesState,
  reducers: {
    listReceived(state, action: PayloadAction<{ services: Service[]; includeInactive: boolean }>) {
      servicesAdapter.setAll(state, action.payload.services);
      state.includeInactive = action.payload.includeInactive;
    },
    serviceReceived: servicesAdapter.setOne,
    serviceRemoved(state, action: PayloadAction<{ id: number }>) {
      servicesAdapter.removeOne(state, action.payload.id);
    },
    itemAdded(state, action: PayloadAction<ItemRef & { item: ServiceItem }>) {
      const { serviceId, kind, item } = action.payload;
      state.entities[serviceId]?.[kind].push(item);
    },
    itemRemoved(state, action: PayloadAction<ItemRef & { itemId: number }>) {
      const { serviceId, kind, itemId } = action.payload;
      const service = state.entities[serviceId];
      if (service) service[kind] = service[kind].filter((i) => i.id !== itemId);
    },
  },
});

/** A dialog opened: forget the outcome of the earlier writes. */
const writeReset = () =>
  requestsActions.reset([
    SERVICE_REQUESTS.save,
    SERVICE_REQUESTS.remove,
    SERVICE_REQUESTS.item('features'),
    SERVICE_REQUESTS.item('benefits'),
  ]);

export const servicesActions = { ...servicesSlice.actions, ...requested, writeReset };
export const servicesReducer = servicesSlice.reducer;
export default servicesSlice;
