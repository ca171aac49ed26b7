// Spec §2 "Event-gone page" at /:language/event-not-found: 'The event is gone.', why, suggested
// events and 'Back Home'. The event page shows the same content in place for a deleted event's link.

import { EventGone } from '../features/events/event-gone';
import { useGoneSuggestions } from '../features/events/similar-events';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function EventNotFoundScreen() {
  const language = useLanguage();
  const suggestions = useGoneSuggestions(undefined);
  return (
    <EventGone
      suggestions={suggestions.data}
      hrefOf={(event) => paths.eventDetail(language, slugFor(event.id, event.name))}
      homeHref={paths.home(language)}
    />
  );
}
