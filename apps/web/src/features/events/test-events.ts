// Events in the wire shape for tests of the event feature and screens.
import type { Event } from './types';

export function testEvent(overrides: Partial<Event> & { id: number }): Event {
  return {
    name: `Event ${overrides.id}`,
    description: 'A demonstration for clean air.',
    short_description: null,
    url: null,
    event_type_id: 1,
    topic_ids: [1],
    locations: [
      {
        geography: { type: 'Point', coordinates: [13.405, 52.52] },
        country: 'DE',
        city: 'Berlin',
        zip_code: '10178',
        street: 'Alexanderplatz',
        house_number: '1',
      },
    ],
    raw_location: null,
    start_time: '2030-06-14T12:00:00.000Z',
    end_time: null,
    raw_participants: null,
    raw_organiser: null,
    organising_source_id: 1,
    status: 'scheduled',
    create_time: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    also_published_as: [],
    ...overrides,
  };
}
