import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountTree from '@mui/icons-material/AccountTree';
import Analytics from '@mui/icons-material/Analytics';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Autorenew from '@mui/icons-material/Autorenew';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Cloud from '@mui/icons-material/Cloud';
import Code from '@mui/icons-material/Code';
import Computer from '@mui/icons-material/Computer';
import Engineering from '@mui/icons-material/Engineering';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Hub from '@mui/icons-material/Hub';
import Insights from '@mui/icons-material/Insights';
import IntegrationInstructions from '@mui/icons-material/IntegrationInstructions';
import Inventory from '@mui/icons-material/Inventory';
import Language from '@mui/icons-material/Language';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Psychology from '@mui/icons-material/Psychology';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Speed from '@mui/icons-material/Speed';
import Storage from '@mui/icons-material/Storage';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Timeline from '@mui/icons-material/Timeline';
import TrendingUp from '@mui/icons-material/TrendingUp';

type SvgIconComponent = typeof SvgIcon;

/**
 * The icons a service may name. Importing the whole icon library would add megabytes to the page
 * chunks, so only this set is bundled; any other name falls back to the generic one.
 */
export const SERVICE_ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountTree,
  Analytics,
  Assessment,
  Assignment,
  AutoAwesome,
  Autorenew,
  Build,
  Business,
  BusinessCenter,
  Campaign,
  Category,
  Cloud,
  Code,
  Computer,
  Engineering,
  Gavel,
  Groups,
  Handshake,
  Hub,
  Insights,
  IntegrationInstructions,
  Inventory,
  Language,
  Lightbulb,
  Psychology,
  School,
  Security,
  Settings,
  ShoppingCart,
  Speed,
  Storage,
  SupportAgent,
  Timeline,
  TrendingUp,
};

export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS);
export const FALLBACK_SERVICE_ICON: SvgIconComponent = BusinessCenter;

const byLowerName = new Map(SERVICE_ICON_NAMES.map((name) => [name.toLowerCase(), SERVICE_ICONS[name]]));

const iconKey = (name: string | null | undefined) =>
  (name ?? '')
    .trim()
    .replace(/[\s_-]+/g, '')
    .replace(/icon$/i, '')
    .toLowerCase();

/** 'Cloud', 'cloud', 'CloudIcon' and 'cloud_icon' all find the Cloud icon. */
export function serviceIconFor(name: string | null | undefined): SvgIconComponent {
  return byLowerName.get(iconKey(name)) ?? FALLBACK_SERVICE_ICON;
}

export function isKnownServiceIcon(name: string): boolean {
  return byLowerName.has(iconKey(name));
}
