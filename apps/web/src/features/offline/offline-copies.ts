// Which answers on the current screen are offline copies, and from when (issue 14: never show stale
// data as fresh). The service worker marks a copy with FETCHED_AT_HEADER; this API client middleware
// notes it per request, a fresh answer to the same request clears it, and a navigation starts over.
import type { Middleware } from 'openapi-fetch';
import { useSyncExternalStore } from 'react';
import { FETCHED_AT_HEADER } from './api-cache';

const copies = new Map<string, string>();
let oldest: string | undefined;
const listeners = new Set<() => void>();

function publish(): void {
  oldest = [...copies.values()].sort()[0];
  for (const listener of listeners) listener();
}

/** Notes the answer to `requestKey`: an offline copy fetched at `fetchedAt`, or a fresh answer (undefined). */
export function noteAnswer(requestKey: string, fetchedAt: string | undefined): void {
  if (fetchedAt === undefined) {
    if (copies.delete(requestKey)) publish();
    return;
  }
  if (copies.get(requestKey) === fetchedAt) return;
  copies.set(requestKey, fetchedAt);
  publish();
}

export function forgetOfflineCopies(): void {
  if (copies.size === 0) return;
  copies.clear();
  publish();
}

/** When the oldest offline copy shown now was fetched (ISO 8601), or undefined when all is fresh. */
export function oldestOfflineCopy(): string | undefined {
  return oldest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOldestOfflineCopy(): string | undefined {
  return useSyncExternalStore(subscribe, oldestOfflineCopy, oldestOfflineCopy);
}

export const offlineCopyMiddleware: Middleware = {
  onResponse({ request, response }) {
    if (response.ok)
      noteAnswer(`${request.method} ${request.url}`, response.headers.get(FETCHED_AT_HEADER) ?? undefined);
    return undefined;
  },
};
