// What is loading right now: each feed (React Query fetches, mutations, route loading) reports
// whether it is busy. `clearLoading` forgets all of them (on navigation and when the connection
// is lost, spec §2 and §8) until a feed reports busy again.
type Listener = () => void;

let busyFeeds: ReadonlySet<string> = new Set();
const listeners = new Set<Listener>();

function publish(next: ReadonlySet<string>): void {
  busyFeeds = next;
  for (const listener of listeners) listener();
}

export function setLoading(feed: string, isBusy: boolean): void {
  if (busyFeeds.has(feed) === isBusy) return;
  const next = new Set(busyFeeds);
  if (isBusy) next.add(feed);
  else next.delete(feed);
  publish(next);
}

export function clearLoading(): void {
  if (busyFeeds.size > 0) publish(new Set());
}

export function isLoading(): boolean {
  return busyFeeds.size > 0;
}

export function subscribeToLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
