// On a phone the results of 'Find Events' sit below every filter and the map, about 1,200 px under
// the Search button: after Search the user saw no change (issue 20 item 7). A search sent with
// Search (or Enter) scrolls the result count and list into view when they start below the screen;
// beside the criteria (wider screens) they are already in view and nothing moves.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useResultsInView() {
  const ref = useRef<HTMLElement>(null);
  const { key } = useLocation();
  /** The location a Search was sent from; the next location is its result. */
  const requestedAt = useRef<string | undefined>(undefined);
  // The search is a navigation, and every navigation scrolls to the top (spec §2) in an effect of
  // the layout, which runs after this one: scroll on the next frame, after it.
  useEffect(() => {
    if (requestedAt.current === undefined || requestedAt.current === key) return;
    requestedAt.current = undefined;
    const frame = requestAnimationFrame(() => {
      const results = ref.current;
      if (results !== null && results.getBoundingClientRect().top > window.innerHeight / 2)
        results.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return {
    ref,
    request: () => {
      requestedAt.current = key;
    },
  };
}
