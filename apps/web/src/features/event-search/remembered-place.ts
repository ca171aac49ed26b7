// Issue 18: 'Find Events' opens around the last place the user searched, remembered on this device
// (only here: it is never sent anywhere until the next search). A search without a place forgets it.
import { STORAGE_KEY_SEARCH_PLACE } from '../../constants';
import { DEFAULT_CRITERIA, type EventSearchCriteria, hasSearchArea } from './criteria';
import { criteriaFromQuery, queryFromCriteria } from './criteria-url';

/** The URL query of the criteria's place alone, without keyword, time or filters. */
function placeQueryOf(area: EventSearchCriteria['area']): URLSearchParams {
  return queryFromCriteria({ ...DEFAULT_CRITERIA, area });
}

/** Called with every search the user starts: its place is the one to open with next time. */
export function rememberPlaceOf(criteria: EventSearchCriteria): void {
  try {
    if (hasSearchArea(criteria))
      localStorage.setItem(STORAGE_KEY_SEARCH_PLACE, placeQueryOf(criteria.area).toString());
    else localStorage.removeItem(STORAGE_KEY_SEARCH_PLACE);
  } catch {
    // Storage refused (private mode, quota): the next visit simply opens everywhere.
  }
}

/** The remembered place as a URL query, or undefined when there is none or it no longer reads as one. */
export function rememberedPlaceQuery(): URLSearchParams | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY_SEARCH_PLACE);
  } catch {
    return undefined;
  }
  if (stored === null) return undefined;
  const criteria = criteriaFromQuery(new URLSearchParams(stored));
  return hasSearchArea(criteria) ? placeQueryOf(criteria.area) : undefined;
}
