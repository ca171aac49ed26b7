// One tab polls (issue 13): the tab holding a Web Lock runs the poller; the others wait for the lock and one
// of them takes over when that tab closes. Without Web Locks (old browsers) every tab polls.

const LOCK_NAME = 'assembly-finder-alert-polling';

/** Runs `start` while this tab leads; the returned function ends it (and gives the lead away). */
export function whileLeader(start: () => () => void): () => void {
  if (typeof navigator === 'undefined' || navigator.locks === undefined) return start();
  const controller = new AbortController();
  navigator.locks
    .request(LOCK_NAME, { signal: controller.signal }, () => {
      const stop = start();
      return new Promise<void>((release) => {
        controller.signal.addEventListener('abort', () => {
          stop();
          release();
        });
      });
    })
    .catch(() => undefined); // aborted before this tab got the lead
  return () => controller.abort();
}
