// Spec §2 "Mobile footer": the current item is opaque, the others half-transparent; Menu counts
// as current on every page that is not home, eventSearch, alerts or info.
import type { RouteName } from '../../paths';

export type FooterItem = 'home' | 'events' | 'info' | 'alerts' | 'menu';

const ITEM_BY_ROUTE: Partial<Record<RouteName, FooterItem>> = {
  home: 'home',
  eventSearch: 'events',
  info: 'info',
  alerts: 'alerts',
};

export function currentFooterItem(routeName: RouteName | undefined): FooterItem {
  return (routeName && ITEM_BY_ROUTE[routeName]) ?? 'menu';
}

export function isFooterItemOpaque(item: FooterItem, routeName: RouteName | undefined): boolean {
  return currentFooterItem(routeName) === item;
}
