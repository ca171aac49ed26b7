// The server's answers to the merges the app sends when a session starts (features/saved/saved-account-sync.tsx,
// features/alerts/alert-account-sync.tsx), for an account that holds nothing yet: the device's saved lists and
// alerts come back as the account's. Screen tests with a session answer them so, by default; a merge that still
// fails in a test logs its failure, and that is then worth reading.
import type { JsonBody, JsonOk } from '../api/wire-types';
import { accountAlertOf } from '../features/alerts/test-alerts';

const SAVED_MERGE = '/v1/user/me/saved/merge';
const ALERTS_MERGE = '/v1/user/me/alerts/merge';

export function savedMergeAnswer(
  body: JsonBody<typeof SAVED_MERGE, 'post'>,
): JsonOk<typeof SAVED_MERGE, 'post'> {
  return { saved_events: [...new Set(body.saved_events)], saved_sources: [...new Set(body.saved_sources)] };
}

export function alertsMergeAnswer(
  body: JsonBody<typeof ALERTS_MERGE, 'post'>,
): JsonOk<typeof ALERTS_MERGE, 'post'> {
  return { alerts: body.alerts.map(accountAlertOf), not_merged: [] };
}

/** For a fetch fake written by hand: the answer to a merge call, or undefined for any other call. */
export async function accountMergeResponse(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const { pathname } = new URL(request.url);
  if (pathname === SAVED_MERGE) return Response.json(savedMergeAnswer(await request.clone().json()));
  if (pathname === ALERTS_MERGE) return Response.json(alertsMergeAnswer(await request.clone().json()));
  return undefined;
}
