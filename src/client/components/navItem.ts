/** One entry of the site's navigation: the top bar, the drawer and the account menu draw these. */
export interface NavItem {
  label: string;
  to: string;
  /** Drawn as the contained call-to-action button. */
  highlight?: boolean;
}
