import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../paths';
import { type FooterItem, isFooterItemOpaque } from './footer-items';

const ITEMS: FooterItem[] = ['home', 'events', 'info', 'alerts', 'menu'];
const opaqueItems = (route: RouteName | undefined) => ITEMS.filter((item) => isFooterItemOpaque(item, route));

describe('mobile footer opacity (spec §2)', () => {
  it('makes the current item opaque and the others half-transparent', () => {
    expect(opaqueItems('home')).toEqual(['home']);
    expect(opaqueItems('eventSearch')).toEqual(['events']);
    expect(opaqueItems('info')).toEqual(['info']);
    expect(opaqueItems('alerts')).toEqual(['alerts']);
  });

  it('makes only Menu opaque on every other page', () => {
    const others: RouteName[] = [
      'eventDetail',
      'eventList',
      'alertCreate',
      'alertResults',
      'about',
      'settings',
      'notFound',
    ];
    for (const route of others) expect(opaqueItems(route)).toEqual(['menu']);
    expect(opaqueItems(undefined)).toEqual(['menu']);
  });
});
