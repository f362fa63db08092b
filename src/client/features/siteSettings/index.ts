// The public surface of features/siteSettings: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { AppShell } from './AppShell';
export { FooterView } from './Footer';
export { siteSettingsSaga } from './siteSettingsSaga';
export {
  selectCompany,
  selectSiteName,
  selectSiteSettings,
  selectSiteSettingsLoad,
  selectSiteSettingsSave,
} from './siteSettingsSelectors';
export { siteSettingsActions, siteSettingsReducer } from './siteSettingsSlice';
export { TopBarView } from './TopBar';
export { usePageTitle } from './usePageTitle';
