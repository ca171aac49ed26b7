import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from './demo-cities.js';
import { buildDemoData, DEMO_EVENT_COUNT, DEMO_TOPICS } from './demo-data.js';

const NOW = new Date('2026-03-15T09:30:00Z');
const DAY_MS = 86_400_000;

describe('buildDemoData', () => {
  const demo = buildDemoData(NOW);

  it('is the same for any time on the same day', () => {
    expect(buildDemoData(new Date('2026-03-15T23:59:00Z'))).toEqual(demo);
  });

  it('moves with the reference date, keeping names and places', () => {
    const later = buildDemoData(new Date(NOW.getTime() + 10 * DAY_MS));
    expect(later.events.map((e) => e.name)).toEqual(demo.events.map((e) => e.name));
    expect(later.events[0]?.start_time.getTime()).toBe(
      (demo.events[0]?.start_time.getTime() ?? 0) + 10 * DAY_MS,
    );
  });

  it('spreads the events over about six months before and after the reference date', () => {
    const offsets = demo.events.map((e) => (e.start_time.getTime() - NOW.getTime()) / DAY_MS);
    expect(demo.events).toHaveLength(DEMO_EVENT_COUNT);
    expect(Math.min(...offsets)).toBeLessThan(-150);
    expect(Math.max(...offsets)).toBeGreaterThan(150);
    expect(offsets.filter((d) => d < 0).length).toBeGreaterThan(150);
    expect(offsets.filter((d) => d > 0).length).toBeGreaterThan(150);
  });

  it('never creates an event after the reference date or after it started', () => {
    for (const event of demo.events) {
      expect(event.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(event.created_at.getTime()).toBeLessThan(event.start_time.getTime());
      if (event.end_time) expect(event.end_time.getTime()).toBeGreaterThan(event.start_time.getTime());
    }
  });

  it('places events in at least 25 cities, each location near its city', () => {
    expect(new Set(demo.events.map((e) => e.locations[0]?.city)).size).toBeGreaterThanOrEqual(25);
    for (const event of demo.events) {
      const city = DEMO_CITIES.find((c) => c.name === event.locations[0]?.city);
      expect(city).toBeDefined();
      for (const location of event.locations) {
        const [lon, lat] = location.geography.coordinates;
        expect(Math.abs(lat - (city?.lat ?? 0))).toBeLessThan(0.1);
        expect(Math.abs(lon - (city?.lon ?? 0))).toBeLessThan(0.15);
      }
    }
  });

  it('gives every march a route of 2 to 5 locations and every other event one', () => {
    const marches = demo.events.filter((e) => e.typeKey === 'march');
    expect(marches.length).toBeGreaterThan(10);
    for (const event of demo.events) {
      if (event.typeKey === 'march') expect(event.locations.length).toBeGreaterThanOrEqual(2);
      else expect(event.locations).toHaveLength(1);
      expect(event.locations.length).toBeLessThanOrEqual(5);
    }
  });

  it('tags each event with 1 to 3 distinct, known topics', () => {
    const keys = new Set(DEMO_TOPICS.map((t) => t.key));
    for (const event of demo.events) {
      expect(event.topicKeys.length).toBeGreaterThanOrEqual(1);
      expect(event.topicKeys.length).toBeLessThanOrEqual(3);
      expect(new Set(event.topicKeys).size).toBe(event.topicKeys.length);
      for (const key of event.topicKeys) expect(keys.has(key)).toBe(true);
    }
  });

  it('has about 40 approved sources and a few pending, all with example.org contacts', () => {
    const approved = demo.sources.filter((s) => s.approval_status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(38);
    expect(demo.sources.filter((s) => s.approval_status === 'pending').length).toBeGreaterThanOrEqual(2);
    for (const source of demo.sources) expect(source.internal_contact).toMatch(/@[a-z0-9-]+\.example\.org$/);
    expect(new Set(demo.sources.map((s) => s.name)).size).toBe(demo.sources.length);
  });
});
