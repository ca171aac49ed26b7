import { describe, expect, it } from 'vitest';
import { eventTimeInputOf, isoOfEventTimeInput } from '../../event-time-zone';
import {
  EMPTY_EVENT_FORM,
  type EventFormValues,
  eventBodyOf,
  eventFormProblems,
  eventFormValuesOf,
} from './event-form-values';
import { locationAt } from './event-locations';
import type { Event } from './types';

const VALID: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  name: ' Klimastreik ',
  description: 'Walk with us.',
  event_type_id: 2,
  topic_ids: [1, 3],
  start_time: '2030-06-14T14:00',
};

describe('event form checks (spec §5)', () => {
  it('asks for name, description, start time, event type and topics', () => {
    expect(eventFormProblems(EMPTY_EVENT_FORM)).toEqual({
      name: 'required',
      description: 'required',
      event_type_id: 'required',
      topic_ids: 'required',
      start_time: 'required',
    });
  });

  it('takes blank text as missing', () => {
    expect(eventFormProblems({ ...VALID, name: '   ' })).toEqual({ name: 'required' });
  });

  it('accepts a complete event without optional fields or places', () => {
    expect(eventFormProblems(VALID)).toEqual({});
  });

  it('rejects an end before the start and a web address without http(s)', () => {
    expect(eventFormProblems({ ...VALID, end_time: '2030-06-14T13:59', url: 'example.org' })).toEqual({
      end_time: 'endBeforeStart',
      url: 'invalidUrl',
    });
  });
});

describe('event body', () => {
  it('trims text, sends empty optional fields as null and German times as UTC', () => {
    const body = eventBodyOf(VALID, 7);
    expect(body).toEqual({
      name: 'Klimastreik',
      description: 'Walk with us.',
      short_description: null,
      url: null,
      event_type_id: 2,
      topic_ids: [1, 3],
      locations: [],
      raw_location: null,
      start_time: '2030-06-14T12:00:00.000Z', // 14:00 German summer time
      end_time: null,
      raw_participants: null,
      raw_organiser: null,
      organising_source_id: 7,
    });
  });

  it('sends the places in order as GeoJSON points with their address, country in capitals', () => {
    const first = { ...locationAt({ lng: 13.37, lat: 52.51 }), street: 'Platz des 18. März', country: 'de' };
    const second = { ...locationAt({ lng: 13.41, lat: 52.52 }), city: 'Berlin' };
    const body = eventBodyOf({ ...VALID, locations: [first, second] }, 7, 'cancelled');
    expect(body.locations).toEqual([
      {
        geography: { type: 'Point', coordinates: [13.37, 52.51] },
        country: 'DE',
        city: null,
        zip_code: null,
        street: 'Platz des 18. März',
        house_number: null,
      },
      {
        geography: { type: 'Point', coordinates: [13.41, 52.52] },
        country: null,
        city: 'Berlin',
        zip_code: null,
        street: null,
        house_number: null,
      },
    ]);
    expect(body.status).toBe('cancelled');
  });

  it('gives back what it loaded when an unchanged event is saved', () => {
    const event: Event = {
      id: 42,
      name: 'Mahnwache',
      description: 'Candles.',
      short_description: 'Quiet.',
      url: 'https://example.org/mahnwache',
      event_type_id: 1,
      topic_ids: [2],
      locations: [
        {
          geography: { type: 'Point', coordinates: [13.4, 52.5] },
          country: 'DE',
          city: 'Berlin',
          zip_code: '10117',
          street: 'Pariser Platz',
          house_number: '1',
        },
      ],
      raw_location: 'Brandenburger Tor',
      start_time: '2030-06-14T18:00:00.000Z',
      end_time: '2030-06-14T20:00:00.000Z',
      raw_participants: '50',
      raw_organiser: 'Nachbarschaft',
      organising_source_id: 7,
      status: 'scheduled',
      create_time: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-01T00:00:00.000Z',
      also_published_as: [],
    };
    const {
      id: _id,
      create_time: _created,
      updated_at: _updated,
      also_published_as: _alsoPublishedAs,
      ...sent
    } = event;
    expect(eventBodyOf(eventFormValuesOf(event), 7, event.status)).toEqual(sent);
  });
});

describe('datetime-local values', () => {
  it('round-trip an ISO time through German time to the minute', () => {
    const iso = '2030-06-14T12:30:00.000Z';
    expect(isoOfEventTimeInput(eventTimeInputOf(iso))).toBe(iso);
  });

  it('are German time in summer and winter, whatever the device zone', () => {
    expect(eventTimeInputOf('2030-06-14T16:00:00.000Z')).toBe('2030-06-14T18:00');
    expect(eventTimeInputOf('2030-12-14T17:00:00.000Z')).toBe('2030-12-14T18:00');
    expect(isoOfEventTimeInput('2030-06-14T18:00')).toBe('2030-06-14T16:00:00.000Z');
    expect(isoOfEventTimeInput('2030-12-14T18:00')).toBe('2030-12-14T17:00:00.000Z');
  });

  it('read the hour skipped at the spring change as summer time, the doubled one as its first', () => {
    // 2030-03-31 02:00 → 03:00 and 2030-10-27 03:00 → 02:00 in Germany.
    expect(isoOfEventTimeInput('2030-03-31T02:30')).toBe('2030-03-31T01:30:00.000Z');
    expect(isoOfEventTimeInput('2030-10-27T02:30')).toBe('2030-10-27T00:30:00.000Z');
  });

  it('are empty for no time and undefined for text that is not a time', () => {
    expect(eventTimeInputOf(null)).toBe('');
    expect(isoOfEventTimeInput('')).toBeUndefined();
    expect(isoOfEventTimeInput('tomorrow')).toBeUndefined();
  });
});
