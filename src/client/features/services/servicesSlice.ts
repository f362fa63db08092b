import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
  type RequestStatus,
} from '../../app/requestState';
import {
  failedWrite,
  idleWrite,
  pendingWrite,
  succeededWrite,
  type WriteFailure,
  type WriteState,
} from '../../app/writeState';
import {
  compareServices,
  normalizeService,
  type Service,
  type ServiceChanges,
  type ServiceInput,
  type ServiceItem,
  type ServiceItemInput,
  type ServiceItemKind,
} from './serviceModel';

export const servicesAdapter = createEntityAdapter<Service>({ sortComparer: compareServices });

export interface ServicesExtraState {
  status: RequestStatus;
  error: string | null;
  /** The admin's list holds inactive services too; the public pages filter them out. */
  includeInactive: boolean;
  detail: { slug: string | null; status: RequestStatus; error: string | null; missing: boolean };
  save: WriteState;
  remove: RequestState;
  /** Feature and benefit writes; kind tells which list's editor shows the outcome. */
  item: ItemRequest;
}

type ItemRequest = RequestState & { kind: ServiceItemKind | null };
const idleItem: ItemRequest = { ...idleRequest, kind: null };

export const initialServicesState = servicesAdapter.getInitialState<ServicesExtraState>({
  status: 'idle',
  error: null,
  includeInactive: false,
  detail: { slug: null, status: 'idle', error: null, missing: false },
  save: idleWrite,
  remove: idleRequest,
  item: idleItem,
});
export type ServicesState = typeof initialServicesState;

type ItemRef = { serviceId: number; kind: ServiceItemKind };

const one = (raw: unknown) => ({ payload: normalizeService(raw) });

const servicesSlice = createSlice({
  name: 'services',
  initialState: initialServicesState,
  reducers: {
    fetchRequested(
      state,
      _action: PayloadAction<{ includeInactive?: boolean; force?: boolean } | undefined>,
    ) {
      state.status = 'pending';
      state.error = null;
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<{ services: Service[]; includeInactive: boolean }>) {
        servicesAdapter.setAll(state, action.payload.services);
        state.includeInactive = action.payload.includeInactive;
        state.status = 'succeeded';
      },
      prepare: (raw: unknown, includeInactive = false) => ({
        payload: { services: Array.isArray(raw) ? raw.map(normalizeService) : [], includeInactive },
      }),
    },
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    detailRequested(state, action: PayloadAction<{ slug: string; force?: boolean }>) {
      state.detail = { slug: action.payload.slug, status: 'pending', error: null, missing: false };
    },
    detailSucceeded: {
      reducer(state, action: PayloadAction<Service>) {
        servicesAdapter.setOne(state, action.payload);
        state.detail.status = 'succeeded';
      },
      prepare: one,
    },
    detailFailed(state, action: PayloadAction<{ slug: string; error: string; missing?: boolean }>) {
      if (state.detail.slug !== action.payload.slug) return;
      state.detail.status = 'failed';
      state.detail.error = action.payload.error;
      state.detail.missing = action.payload.missing ?? false;
    },
    /** Clears the outcome of earlier writes when a dialog opens. */
    writeReset(state) {
      state.save = idleWrite;
      state.remove = idleRequest;
      state.item = idleItem;
    },
    createRequested(state, _action: PayloadAction<ServiceInput>) {
      state.save = pendingWrite;
    },
    createSucceeded: {
      reducer(state, action: PayloadAction<Service>) {
        servicesAdapter.addOne(state, action.payload);
        state.save = succeededWrite();
      },
      prepare: one,
    },
    createFailed(state, action: PayloadAction<WriteFailure>) {
      state.save = failedWrite(action.payload);
    },
    updateRequested(state, _action: PayloadAction<{ id: number; changes: ServiceChanges }>) {
      state.save = pendingWrite;
    },
    updateSucceeded: {
      reducer(state, action: PayloadAction<Service>) {
        servicesAdapter.setOne(state, action.payload);
        state.save = succeededWrite();
      },
      prepare: one,
    },
    updateFailed(state, action: PayloadAction<WriteFailure>) {
      state.save = failedWrite(action.payload);
    },
    deleteRequested(state, _action: PayloadAction<{ id: number }>) {
      state.remove = pendingRequest;
    },
    deleteSucceeded(state, action: PayloadAction<{ id: number }>) {
      servicesAdapter.removeOne(state, action.payload.id);
      state.remove = succeededRequest();
    },
    deleteFailed(state, action: PayloadAction<{ error: string }>) {
      state.remove = failedRequest(action.payload.error);
    },
    itemAddRequested(state, action: PayloadAction<ItemRef & { item: ServiceItemInput }>) {
      state.item = { ...pendingRequest, kind: action.payload.kind };
    },
    /** The server answers with the whole service or with the new item; either is applied. */
    itemAddSucceeded(
      state,
      action: PayloadAction<ItemRef & { item: ServiceItem | null; service: Service | null }>,
    ) {
      const { serviceId, kind, item, service } = action.payload;
      if (service) servicesAdapter.setOne(state, service);
      else if (item) state.entities[serviceId]?.[kind].push(item);
      state.item = { ...succeededRequest(), kind };
    },
    itemAddFailed(state, action: PayloadAction<{ error: string }>) {
      state.item = { ...failedRequest(action.payload.error), kind: state.item.kind };
    },
    itemRemoveRequested(state, action: PayloadAction<ItemRef & { itemId: number }>) {
      state.item = { ...pendingRequest, kind: action.payload.kind };
    },
    itemRemoveSucceeded(state, action: PayloadAction<ItemRef & { itemId: number }>) {
      const { serviceId, kind, itemId } = action.payload;
      const service = state.entities[serviceId];
      if (service) service[kind] = service[kind].filter((i) => i.id !== itemId);
      state.item = { ...succeededRequest(), kind };
    },
    itemRemoveFailed(state, action: PayloadAction<{ error: string }>) {
      state.item = { ...failedRequest(action.payload.error), kind: state.item.kind };
    },
  },
});

export const servicesActions = servicesSlice.actions;
export const servicesReducer = servicesSlice.reducer;
export default servicesSlice;
