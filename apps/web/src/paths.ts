// Every URL of the app, written once (spec §2 route table). `routePatterns` are the router's
// paths under the `{language}` segment; `paths` build full links, always with the language.
import type { Language } from './constants';

export const routePatterns = {
  home: '',
  eventSearch: 'events',
  eventList: 'event-list/:pageNumber',
  eventCreate: 'events/create',
  eventEdit: 'events/:eventSlug/edit',
  eventDetail: 'events/:eventSlug',
  eventNotFound: 'event-not-found',
  sourceSearch: 'sources',
  sourceCreate: 'sources/create',
  sourceDetail: 'sources/:sourceSlug',
  sourceEdit: 'sources/:sourceSlug/edit',
  administeredSources: 'administrated-sources',
  about: 'about',
  sourceInfo: 'source-info',
  privacyPolicy: 'privacy-policy',
  disclaimer: 'disclaimer',
  contact: 'contact',
  imprint: 'imprint',
  contribute: 'contribute',
  data: 'data',
  // DESIGN §4.1: the Info screen (country and city → links) that the mobile footer opens.
  info: 'info',
  help: 'help',
  settings: 'settings',
  login: 'login',
  // Spec §2 "Register": a screen reached from Login; the route table leaves its path open.
  register: 'register',
  passwordReset: 'password-reset',
  // Decision 029: the invitation mail's link to accept administering a source (?token=…).
  sourceInvitation: 'invitation',
  alerts: 'alerts',
  alertCreate: 'alerts/add',
  alertResults: 'alerts/results/:alertName',
  savedEntities: 'saved',
  admin: 'admin',
  analysis: 'analysis',
  notFound: 'error/not-found',
  internalError: 'error/internal-issues',
} as const;

export type RouteName = keyof typeof routePatterns;

const to = (language: Language, path: string): string => (path ? `/${language}/${path}` : `/${language}`);
const segment = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: (l: Language) => to(l, ''),
  eventSearch: (l: Language) => to(l, 'events'),
  eventList: (l: Language, pageNumber: number) => to(l, `event-list/${segment(pageNumber)}`),
  eventCreate: (l: Language, sourceId: number) => `${to(l, 'events/create')}?source=${segment(sourceId)}`,
  eventEdit: (l: Language, eventSlug: string) => to(l, `events/${segment(eventSlug)}/edit`),
  eventDetail: (l: Language, eventSlug: string) => to(l, `events/${segment(eventSlug)}`),
  eventNotFound: (l: Language) => to(l, 'event-not-found'),
  sourceSearch: (l: Language) => to(l, 'sources'),
  sourceCreate: (l: Language) => to(l, 'sources/create'),
  sourceDetail: (l: Language, sourceSlug: string) => to(l, `sources/${segment(sourceSlug)}`),
  sourceEdit: (l: Language, sourceSlug: string) => to(l, `sources/${segment(sourceSlug)}/edit`),
  administeredSources: (l: Language) => to(l, 'administrated-sources'),
  about: (l: Language) => to(l, 'about'),
  sourceInfo: (l: Language) => to(l, 'source-info'),
  privacyPolicy: (l: Language) => to(l, 'privacy-policy'),
  disclaimer: (l: Language) => to(l, 'disclaimer'),
  contact: (l: Language) => to(l, 'contact'),
  imprint: (l: Language) => to(l, 'imprint'),
  contribute: (l: Language) => to(l, 'contribute'),
  data: (l: Language) => to(l, 'data'),
  info: (l: Language) => to(l, 'info'),
  help: (l: Language) => to(l, 'help'),
  settings: (l: Language) => to(l, 'settings'),
  login: (l: Language) => to(l, 'login'),
  register: (l: Language) => to(l, 'register'),
  passwordReset: (l: Language) => to(l, 'password-reset'),
  sourceInvitation: (l: Language) => to(l, 'invitation'),
  alerts: (l: Language) => to(l, 'alerts'),
  alertCreate: (l: Language) => to(l, 'alerts/add'),
  alertResults: (l: Language, alertName: string) => to(l, `alerts/results/${segment(alertName)}`),
  savedEntities: (l: Language) => to(l, 'saved'),
  admin: (l: Language) => to(l, 'admin'),
  analysis: (l: Language) => to(l, 'analysis'),
  notFound: (l: Language) => to(l, 'error/not-found'),
  internalError: (l: Language) => to(l, 'error/internal-issues'),
} satisfies Record<RouteName, (language: Language, ...params: never[]) => string>;

/**
 * The route path of a pathname without its language segment ('' for home), e.g. for the
 * mobile header's back button and the footer's "current item" rule.
 */
export function routePathOf(pathname: string, hasLanguageSegment: boolean): string {
  const segments = pathname.split('/').filter((part) => part !== '');
  return (hasLanguageSegment ? segments.slice(1) : segments).join('/');
}
