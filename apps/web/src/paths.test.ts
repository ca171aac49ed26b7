import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName, routePatterns } from './paths';

const samples: { [N in RouteName]: Parameters<(typeof paths)[N]> } = {
  home: ['en'],
  eventSearch: ['de'],
  eventList: ['en', 1],
  eventCreate: ['en', 7],
  eventEdit: ['de', '12--big-march'],
  eventDetail: ['en', '12--big-march'],
  eventNotFound: ['en'],
  sourceSearch: ['en'],
  sourceCreate: ['en'],
  sourceDetail: ['de', '3--some-union'],
  sourceEdit: ['en', '3--some-union'],
  administeredSources: ['en'],
  about: ['en'],
  sourceInfo: ['de'],
  privacyPolicy: ['en'],
  disclaimer: ['en'],
  contact: ['en'],
  imprint: ['en'],
  contribute: ['en'],
  data: ['en'],
  info: ['en'],
  help: ['en'],
  settings: ['en'],
  login: ['en'],
  register: ['de'],
  passwordReset: ['en'],
  sourceInvitation: ['de'],
  alerts: ['en'],
  alertCreate: ['en'],
  alertResults: ['de', 'Berlin Mitte'],
  savedEntities: ['en'],
  admin: ['en'],
  analysis: ['en'],
  notFound: ['en'],
  internalError: ['en'],
};

describe('paths', () => {
  it.each(Object.keys(samples) as RouteName[])(
    'the %s link starts with its language and matches its route',
    (name) => {
      const args = samples[name];
      const build = paths[name] as (...a: typeof args) => string;
      const url = new URL(build(...args), 'http://app.test');
      expect(url.pathname.split('/')[1]).toBe(args[0]);
      expect(matchPath(`/:language/${routePatterns[name]}`, url.pathname)).not.toBeNull();
    },
  );

  it('builds the event list link the menu uses and encodes params', () => {
    expect(paths.eventList('en', 1)).toBe('/en/event-list/1');
    expect(paths.alertResults('de', 'Berlin Mitte')).toBe('/de/alerts/results/Berlin%20Mitte');
    expect(paths.eventCreate('en', 7)).toBe('/en/events/create?source=7');
    expect(paths.home('de')).toBe('/de');
  });
});
