// Spec §2 "Slugs": an event's link is {id}--{slug}. Any slug part opens the event (old links keep
// working after a rename); the page then replaces the URL with the canonical one.
import { slugFor } from '../../slug';

/** The canonical slug when `currentSlug` differs from it, otherwise undefined (nothing to replace). */
export function canonicalSlugToReplace(
  currentSlug: string,
  event: { id: number; name: string },
): string | undefined {
  const canonical = slugFor(event.id, event.name);
  return canonical === currentSlug ? undefined : canonical;
}
