import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteSettings, SiteSettingsInput, SiteSettingsPatch } from '@shared/contracts/siteSettings';
import type { RequestStatus } from '@client/lib/requestState';

export interface SiteSettingsState {
  /** What the server sent (null before the first load or after a failed one). */
  data: SiteSettings | null;
  status: RequestStatus;
  /** The load error, kept silently: the shell uses the defaults meanwhile. */
  error: string | null;
  /** The last admin write (create, update, patch). */
  saveStatus: RequestStatus;
  saveError: string | null;
}

export const initialSiteSettingsState: SiteSettingsState = {
  data: null,
  status: 'idle',
  error: null,
  saveStatus: 'idle',
  saveError: null,
};

const siteSettingsSlice = createSlice({
  name: 'siteSettings',
  initialState: initialSiteSettingsState,
  reducers: {
    fetchRequested(state) {
      state.status = 'pending';
    },
    fetchSucceeded(state, action: PayloadAction<SiteSettings | null>) {
      state.status = 'succeeded';
      state.data = action.payload;
      state.error = null;
    },
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    createRequested(state, _action: PayloadAction<SiteSettingsInput>) {
      state.saveStatus = 'pending';
      state.saveError = null;
    },
    updateRequested(state, _action: PayloadAction<SiteSettingsInput & { id?: number }>) {
      state.saveStatus = 'pending';
      state.saveError = null;
    },
    patchRequested(state, _action: PayloadAction<{ id: number; changes: SiteSettingsPatch }>) {
      state.saveStatus = 'pending';
      state.saveError = null;
    },
    saveSucceeded(state, action: PayloadAction<SiteSettings>) {
      state.saveStatus = 'succeeded';
      state.data = action.payload;
    },
    saveFailed(state, action: PayloadAction<{ error: string }>) {
      state.saveStatus = 'failed';
      state.saveError = action.payload.error;
    },
  },
});

export const siteSettingsActions = siteSettingsSlice.actions;
export const siteSettingsReducer = siteSettingsSlice.reducer;
export default siteSettingsSlice;
