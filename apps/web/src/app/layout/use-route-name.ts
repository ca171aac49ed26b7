// The spec's name of the route being shown, read from the matched route's `handle`.
import { useMatches } from 'react-router';
import type { RouteName } from '../../paths';

export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The route's name from its `handle` (the screens' routes have one, app/router.tsx). */
export function routeNameOf(handle: unknown): RouteName | undefined {
  return isRouteHandle(handle) ? handle.name : undefined;
}

export function useRouteName(): RouteName | undefined {
  return routeNameOf(useMatches().at(-1)?.handle);
}
