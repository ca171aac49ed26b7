// The update prompt as a pure state machine (issue 14, SPEC §4 "Service worker"): a new version that
// is waiting asks the user; it takes over only when the user accepts, and the page reloads only then,
// or when another tab's acceptance took over and nothing typed would be lost.

export type UpdatePrompt =
  /** Nothing to say. */
  | 'none'
  /** 'New content available.' with Reload and Later. */
  | 'available'
  /** The same, but reloading would lose form input: 'Reload anyway' and Later. */
  | 'wouldLoseInput'
  /** The user accepted; the new version is taking over and the page reloads when it controls it. */
  | 'reloading';

export type UpdateEvent =
  | { type: 'waiting' }
  | { type: 'reloadClicked'; hasUnsavedInput: boolean }
  | { type: 'reloadAnywayClicked' }
  | { type: 'laterClicked' }
  /** The new version controls the page now. */
  | { type: 'controlling'; hasUnsavedInput: boolean };

export type UpdateEffect = 'none' | 'activateWaiting' | 'reloadPage';

export function nextUpdateState(
  state: UpdatePrompt,
  event: UpdateEvent,
): { state: UpdatePrompt; effect: UpdateEffect } {
  switch (event.type) {
    case 'waiting':
      return { state: state === 'reloading' ? state : 'available', effect: 'none' };
    case 'reloadClicked':
      if (state !== 'available') return { state, effect: 'none' };
      return event.hasUnsavedInput
        ? { state: 'wouldLoseInput', effect: 'none' }
        : { state: 'reloading', effect: 'activateWaiting' };
    case 'reloadAnywayClicked':
      return state === 'wouldLoseInput'
        ? { state: 'reloading', effect: 'activateWaiting' }
        : { state, effect: 'none' };
    case 'laterClicked':
      return state === 'reloading' ? { state, effect: 'none' } : { state: 'none', effect: 'none' };
    case 'controlling':
      // Accepted here: reload. Accepted in another tab: the old screens' code is gone from the cache, so
      // reload too, unless that would lose input; then ask.
      if (state === 'reloading' || !event.hasUnsavedInput)
        return { state: 'reloading', effect: 'reloadPage' };
      return { state: 'wouldLoseInput', effect: 'none' };
  }
}
