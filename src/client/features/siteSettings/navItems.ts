import type { NavItem } from '@client/components/navItem';

export type { NavItem };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Our Experts', to: '/consultants' },
  { label: 'Our Expertise', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Get Quote', to: '/request', highlight: true },
];

export const LOGIN_ITEM: NavItem = { label: 'Login', to: '/login' };
