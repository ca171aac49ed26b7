import { describe, expect, it } from 'vitest';
import { DRESDEN_2026, DRESDEN_DAY_2 } from '../test-support/fixtures.js';
import { dresdenRowToDraft, parseDresdenJson } from './dresden.js';

const drafts = (text: string) => parseDresdenJson(text).map(dresdenRowToDraft);

describe('Dresden city feed on the captured list', () => {
  it('reads every row of the three captures', () => {
    const day2 = drafts(DRESDEN_DAY_2());
    const later = drafts(DRESDEN_2026());
    expect(day2).toHaveLength(49);
    expect(later).toHaveLength(59);
    expect([...day2, ...later].filter((d) => 'reason' in d)).toEqual([]);
  });

  it('maps a confirmed march with times, start point and participants (hand-checked)', () => {
    const draft = drafts(DRESDEN_DAY_2()).find(
      (d) => 'name' in d && d.name === 'Nein zum Genozid. Freiheit für Palästina',
    );
    expect(draft).toMatchObject({
      day: '2025-07-12',
      start_time: new Date('2025-07-12T13:00:00.000Z'),
      end_time: new Date('2025-07-12T16:00:00.000Z'),
      all_day: false,
      status: 'scheduled',
      authority_status: 'confirmed',
      event_type: 'march',
      places: [{ label: 'Wiener Platz', city: 'Dresden' }],
      raw_participants: '50',
      participants_min: 50,
      raw_organiser: 'natürliche Person',
    });
  });

  it('keeps a withdrawn assembly as cancelled, and a row without time as all-day in Dresden', () => {
    const brass = drafts(DRESDEN_DAY_2()).find((d) => 'name' in d && d.name.startsWith('Urban Brassbands'));
    expect(brass).toMatchObject({
      status: 'cancelled',
      authority_status: 'cancelled',
      all_day: true,
      start_time: new Date('2025-07-04T22:00:00.000Z'),
      places: [{ label: '', city: 'Dresden' }],
      participants_min: 300,
    });
  });

  it('parses participant ranges as the list writes them', () => {
    const all = [...drafts(DRESDEN_DAY_2()), ...drafts(DRESDEN_2026())].filter((d) => 'name' in d);
    const ranged = all.filter((d) => 'name' in d && d.raw_participants && /bis|-/.test(d.raw_participants));
    expect(ranged.length).toBeGreaterThan(0);
    for (const d of ranged)
      if ('name' in d) expect(d.participants_max).toBeGreaterThan(d.participants_min ?? 0);
  });

  it('refuses a body without the Versammlungen list', () => {
    expect(() => parseDresdenJson('{"Dateidatum":"2025-07-01"}')).toThrow(/Versammlungen/);
  });
});
