// Every route of spec §2 under the optional {language} segment, each screen loaded lazily.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { currentLanguage } from '../i18n';
import { pagesTexts } from '../i18n/pages';
import { useLanguage } from '../i18n/use-language';
import { paths, type RouteName, routePatterns } from '../paths';
import type { InfoPageName } from '../routes/info-page';
import InternalErrorScreen from '../routes/internal-error';
import { idFromSlug } from '../slug';
import { guarded, type RequirementOf } from './guarded';
import type { RouteHandle } from './layout/use-route-name';
import { RootLayout } from './root-layout';

type ScreenModule = { default: ComponentType };

function screen(
  name: RouteName,
  load: () => Promise<ScreenModule>,
  requirementOf?: RequirementOf,
): RouteObject {
  const handle: RouteHandle = { name };
  const route = {
    handle,
    // A screen that throws shows the internal-error page inside the layout, not a blank app.
    ErrorBoundary: InternalErrorScreen,
    lazy: async () => {
      const { default: Screen } = await load();
      return { Component: requirementOf ? guarded(requirementOf, Screen) : Screen };
    },
  };
  const pattern = routePatterns[name];
  return pattern === '' ? { index: true, ...route } : { path: pattern, ...route };
}

function infoPage(name: RouteName, page: InfoPageName): RouteObject {
  return screen(name, async () => {
    // The page's texts (a chunk per language) load beside its code, not once it renders; it reports a failed load.
    pagesTexts.load(currentLanguage()).catch(() => undefined);
    const { default: InfoPage } = await import('../routes/info-page');
    return { default: () => <InfoPage page={page} /> };
  });
}

function RedirectToNotFound() {
  return <Navigate to={paths.notFound(useLanguage())} replace />;
}

const loggedIn: RequirementOf = () => ({ kind: 'loggedIn' });
const admin: RequirementOf = () => ({ kind: 'admin' });
// The source named in ?source=: its administrators and platform admins, as the server (may-create-event.ts).
const createsEventOfQuery: RequirementOf = (_params, search) => ({
  kind: 'createsEvent',
  sourceId: idFromSlug(search.get('source') ?? undefined),
});
// The source's administrators and platform admins, as the server lets them edit it (may-edit-source.ts).
const editsSourceOfSlug: RequirementOf = (params) => ({
  kind: 'editsSource',
  sourceId: idFromSlug(params.sourceSlug),
});
// The event's organising source is known only once the event is loaded; the edit screen checks it.
const editsEvent: RequirementOf = () => ({ kind: 'editsEvent' });

export const screenRoutes: RouteObject[] = [
  screen('home', () => import('../routes/home')),
  screen('eventSearch', () => import('../routes/event-search')),
  screen('eventList', () => import('../routes/event-list')),
  screen('eventCreate', () => import('../routes/event-create'), createsEventOfQuery),
  screen('eventEdit', () => import('../routes/event-edit'), editsEvent),
  screen('eventDetail', () => import('../routes/event-detail')),
  screen('eventNotFound', () => import('../routes/event-not-found')),
  screen('sourceSearch', () => import('../routes/source-search')),
  screen('sourceCreate', () => import('../routes/source-create'), loggedIn),
  screen('sourceDetail', () => import('../routes/source-detail')),
  screen('sourceEdit', () => import('../routes/source-edit'), editsSourceOfSlug),
  screen('administeredSources', () => import('../routes/administered-sources')),
  infoPage('about', 'about'),
  infoPage('sourceInfo', 'source-info'),
  infoPage('privacyPolicy', 'privacy-policy'),
  infoPage('disclaimer', 'disclaimer'),
  infoPage('contact', 'contact'),
  infoPage('imprint', 'imprint'),
  infoPage('contribute', 'contribute'),
  infoPage('data', 'data'),
  infoPage('help', 'help'),
  screen('info', () => import('../routes/info')),
  screen('settings', () => import('../routes/settings')),
  screen('login', () => import('../routes/login')),
  screen('register', () => import('../routes/register')),
  screen('passwordReset', () => import('../routes/password-reset')),
  screen('sourceInvitation', () => import('../routes/source-invitation')),
  screen('alerts', () => import('../routes/alerts')),
  screen('alertCreate', () => import('../routes/alert-create')),
  screen('alertResults', () => import('../routes/alert-results')),
  screen('savedEntities', () => import('../routes/saved')),
  screen('admin', () => import('../routes/admin'), admin),
  screen('analysis', () => import('../routes/analysis')),
  screen('notFound', () => import('../routes/not-found')),
  // Also every screen's error boundary, so it is in the main bundle anyway.
  screen('internalError', async () => ({ default: InternalErrorScreen })),
  // Spec §2: any other path redirects to /error/not-found.
  { path: '*', Component: RedirectToNotFound },
];

export const routes: RouteObject[] = [
  {
    path: '/:language?',
    Component: RootLayout,
    // Shown only if the layout itself fails; screens have their own boundary inside it.
    ErrorBoundary: InternalErrorScreen,
    HydrateFallback: () => null,
    children: screenRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
