// DESIGN §4.10: the events happen in Germany, so their local times, calendar days and weeks are Europe/Berlin's.
// The one name for that zone in TypeScript; SQL that needs it at a fixed place (released migrations) spells it out.
export const EVENT_TIME_ZONE = 'Europe/Berlin';
