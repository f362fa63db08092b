import type SvgIcon from '@mui/material/SvgIcon';

export type SvgIconComponent = typeof SvgIcon;
type IconModule = { default: SvgIconComponent };

/**
 * The icons a service may name, each loaded when a service that names it is shown: each is a small
 * chunk of its own instead of all of them in the initial JavaScript (docs/requirements.md#performance).
 * Importing the whole icon library would add megabytes, so only this set is built; any other name
 * falls back to the generic one.
 */
const SERVICE_ICON_LOADERS: Record<string, () => Promise<IconModule>> = {
  AccountBalance: () => import('@mui/icons-material/AccountBalance'),
  AccountTree: () => import('@mui/icons-material/AccountTree'),
  Analytics: () => import('@mui/icons-material/Analytics'),
  Assessment: () => import('@mui/icons-material/Assessment'),
  Assignment: () => import('@mui/icons-material/Assignment'),
  AutoAwesome: () => import('@mui/icons-material/AutoAwesome'),
  Autorenew: () => import('@mui/icons-material/Autorenew'),
  Build: () => import('@mui/icons-material/Build'),
  Business: () => import('@mui/icons-material/Business'),
  BusinessCenter: () => import('@mui/icons-material/BusinessCenter'),
  Campaign: () => import('@mui/icons-material/Campaign'),
  Category: () => import('@mui/icons-material/Category'),
  Cloud: () => import('@mui/icons-material/Cloud'),
  Code: () => import('@mui/icons-material/Code'),
  Computer: () => import('@mui/icons-material/Computer'),
  Engineering: () => import('@mui/icons-material/Engineering'),
  Gavel: () => import('@mui/icons-material/Gavel'),
  Groups: () => import('@mui/icons-material/Groups'),
  Handshake: () => import('@mui/icons-material/Handshake'),
  Hub: () => import('@mui/icons-material/Hub'),
  Insights: () => import('@mui/icons-material/Insights'),
  IntegrationInstructions: () => import('@mui/icons-material/IntegrationInstructions'),
  Inventory: () => import('@mui/icons-material/Inventory'),
  Language: () => import('@mui/icons-material/Language'),
  Lightbulb: () => import('@mui/icons-material/Lightbulb'),
  Psychology: () => import('@mui/icons-material/Psychology'),
  School: () => import('@mui/icons-material/School'),
  Security: () => import('@mui/icons-material/Security'),
  Settings: () => import('@mui/icons-material/Settings'),
  ShoppingCart: () => import('@mui/icons-material/ShoppingCart'),
  Speed: () => import('@mui/icons-material/Speed'),
  Storage: () => import('@mui/icons-material/Storage'),
  SupportAgent: () => import('@mui/icons-material/SupportAgent'),
  Timeline: () => import('@mui/icons-material/Timeline'),
  TrendingUp: () => import('@mui/icons-material/TrendingUp'),
};

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICON_LOADERS);
export const FALLBACK_SERVICE_ICON_NAME = 'BusinessCenter';

const byLowerName = new Map(SERVICE_ICON_NAMES.map((name) => [name.toLowerCase(), name]));

const iconKey = (name: string | null | undefined) =>
  (name ?? '')
    .trim()
    .replace(/[\s_-]+/g, '')
    .replace(/icon$/i, '')
    .toLowerCase();

/** 'Cloud', 'cloud', 'CloudIcon' and 'cloud_icon' all name the Cloud icon; any other name the generic one. */
export function serviceIconName(name: string | null | undefined): string {
  return byLowerName.get(iconKey(name)) ?? FALLBACK_SERVICE_ICON_NAME;
}

export function isKnownServiceIcon(name: string): boolean {
  return byLowerName.has(iconKey(name));
}

const loaded = new Map<string, SvgIconComponent>();
const loading = new Map<string, Promise<SvgIconComponent>>();

/** The icon a name stands for if it has been loaded, to render at once. */
export function loadedServiceIcon(name: string | null | undefined): SvgIconComponent | undefined {
  return loaded.get(serviceIconName(name));
}

/** Loads the icon a name stands for, once; a failed load is tried again the next time. */
export function loadServiceIcon(name: string | null | undefined): Promise<SvgIconComponent> {
  const iconName = serviceIconName(name);
  const icon = loaded.get(iconName);
  if (icon) return Promise.resolve(icon);
  let pending = loading.get(iconName);
  if (!pending) {
    pending = SERVICE_ICON_LOADERS[iconName]().then(
      (module) => {
        loaded.set(iconName, module.default);
        loading.delete(iconName);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(iconName);
        throw error;
      },
    );
    loading.set(iconName, pending);
  }
  return pending;
}

const failed = new Set<string>();
const waiting = new Map<string, Promise<SvgIconComponent | null>>();

/**
 * For a view that waits for its icon (React's `use`, which needs the same promise each time): the
 * icon's load, which never fails. A failed one gives null, and the name is remembered as failed
 * until `forgetFailedServiceIcon`, so that a view shows the empty icon instead of asking again at once.
 */
export function waitForServiceIcon(name: string | null | undefined): Promise<SvgIconComponent | null> {
  const iconName = serviceIconName(name);
  let pending = waiting.get(iconName);
  if (!pending) {
    pending = loadServiceIcon(iconName).then(
      (icon) => icon,
      () => {
        failed.add(iconName);
        return null;
      },
    );
    waiting.set(iconName, pending);
    void pending.then(() => waiting.delete(iconName));
  }
  return pending;
}

export const hasServiceIconFailed = (name: string | null | undefined): boolean =>
  failed.has(serviceIconName(name));

/** The next view that shows this icon asks for it again. */
export function forgetFailedServiceIcon(name: string | null | undefined): void {
  failed.delete(serviceIconName(name));
}
