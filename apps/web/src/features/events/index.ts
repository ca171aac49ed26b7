// What other features may use of the events feature (decision 015: features import each other only here).
export { eventQueryKeys, searchEventsInPerimeter } from './api';
export { seedEvents } from './event-cache';
export { formatEventDateTime, formatEventShort } from './format';
export type { Event } from './types';
