// The spec's name of the route being shown, read from the matched route's `handle`.
import { useMatches } from 'react-router';
import type { RouteName } from '../../paths';

export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.name : undefined;
}
