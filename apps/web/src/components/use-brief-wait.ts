// Holding a screen back a moment for data that would move it on arrival (issue 18 "Fast pages": layout shift).
import { useEffect, useState } from 'react';

/** The longest a screen is held back: past it, it shows without the data (placeholders) and they fill in later. */
export const BRIEF_WAIT_MS = 800;

/**
 * True while `isPending` and for at most BRIEF_WAIT_MS of it: the caller renders nothing meanwhile, so its page
 * appears once, with the data when they come in time, instead of moving down when they arrive.
 */
export function useBriefWait(isPending: boolean): boolean {
  const [isOver, setOver] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setOver(true), BRIEF_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isPending]);
  return isPending && !isOver;
}
