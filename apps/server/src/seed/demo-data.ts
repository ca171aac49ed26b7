// The whole demo data set as plain values: the same for the same day, on every machine.
import { buildDemoEvents, type DemoEvent } from './demo-events.js';
import { buildDemoSources, type DemoSource } from './demo-sources.js';
import { DEMO_EVENT_TYPES, DEMO_SOURCE_TYPES, DEMO_TOPICS } from './demo-taxonomy.js';
import { GERMAN_INFORMATION_LINKS } from './information-links.js';
import { createRandom } from './random.js';

export const DEMO_EVENT_COUNT = 500;
/** Any fixed number: changing it changes every demo name, place and time. */
const DEMO_SEED = 20_240_501;
const DAY_MS = 86_400_000;

export interface DemoData {
  /** Midnight UTC of the reference date; event times are spread around it. */
  referenceDay: Date;
  sources: DemoSource[];
  events: DemoEvent[];
}

/**
 * Builds the demo set around `now`. Only the day counts, so two starts on the same day seed the same rows,
 * and events always lie both before and after the day the database was created.
 */
export function buildDemoData(now: Date): DemoData {
  const referenceDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const random = createRandom(DEMO_SEED);
  const topicNamesDe = new Map(DEMO_TOPICS.map((t) => [t.key, t.name_de]));
  const sources = buildDemoSources(random, topicNamesDe);
  const events = buildDemoEvents(random, sources, referenceDay, DEMO_EVENT_COUNT);
  return { referenceDay, sources, events };
}

export { DEMO_EVENT_TYPES, DEMO_SOURCE_TYPES, DEMO_TOPICS, GERMAN_INFORMATION_LINKS };
