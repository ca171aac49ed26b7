import { describe, expect, it } from 'vitest';
import { BERLIN_DAY_1, readBerlin2023 } from '../test-support/fixtures.js';
import { berlinPageUrl, berlinRowToDraft, parseBerlinHtml, parseBerlinJson } from './berlin.js';

const PAGE = 'https://www.berlin.de/polizei/service/versammlungsbehoerde/versammlungen-aufzuege/';

describe('Berlin police feed on the captured list', () => {
  it('reads all 1,512 rows of the 2026-08-17 JSON export, none rejected', () => {
    const rows = parseBerlinJson(BERLIN_DAY_1());
    const drafts = rows.map((row) => berlinRowToDraft(row, PAGE));
    expect(rows).toHaveLength(1512);
    expect(drafts.filter((d) => 'reason' in d)).toEqual([]);
  });

  it('normalises a hand-checked series row: UTC times, series note apart, postal-code place', () => {
    const row = parseBerlinJson(BERLIN_DAY_1()).find((r) =>
      r.thema.startsWith('Aktionswoche Die Linke Berlin Kiezkantine'),
    );
    const draft = berlinRowToDraft(row as NonNullable<typeof row>, PAGE);
    expect(draft).toMatchObject({
      name: 'Aktionswoche Die Linke Berlin Kiezkantine',
      series: 'vom 17.08. bis 21.08.2026 - täglich',
      start_time: new Date('2026-08-17T09:00:00.000Z'),
      end_time: new Date('2026-08-17T13:00:00.000Z'),
      day: '2026-08-17',
      event_type: 'rally',
      places: [{ label: 'Hohenstaufenplatz', zip_code: '10967', city: 'Berlin', country: 'DE' }],
    });
  });

  it('repairs line-break debris in a topic and ends a "10:00 - 00:00" row at midnight', () => {
    const rows = parseBerlinJson(BERLIN_DAY_1());
    const drafts = rows.map((row) => berlinRowToDraft(row, PAGE)).filter((d) => !('reason' in d));
    const falun = drafts.find((d) => 'name' in d && d.description.includes('Gong-Praktizierenden'));
    expect(falun).toBeDefined();
    expect(drafts.some((d) => 'name' in d && d.description.includes('Praktizieren- den'))).toBe(false);
    const midnight = rows.find((r) => r.von === '10:00' && r.bis === '00:00');
    const draft = berlinRowToDraft(midnight as NonNullable<typeof midnight>, PAGE);
    if ('reason' in draft) throw new Error(draft.reason);
    expect(draft.end_time?.getTime()).toBe(new Date(`${draft.day}T22:00:00.000Z`).getTime());
  });

  it('splits a march route into ordered places after the assembly point', () => {
    const row = parseBerlinJson(BERLIN_DAY_1()).find((r) => r.aufzugsstrecke.startsWith('Alt-Müggelheim 17'));
    const draft = berlinRowToDraft(row as NonNullable<typeof row>, PAGE);
    if ('reason' in draft) throw new Error(draft.reason);
    expect(draft.event_type).toBe('march');
    // The march returns to its assembly point; that point is listed once.
    expect(draft.places.map((p) => p.label)).toEqual([
      'Alt-Müggelheim 17',
      'Müggelheimer Damm',
      'Müggelheimer Damm 244',
      'Müggelheimer Damm',
    ]);
    expect(draft.raw_location).toContain('Aufzugsstrecke: Alt-Müggelheim 17 (AP auf dem Dorfanger)');
  });

  it('reads the HTML table by its headers attributes to the same rows as the JSON of that day', () => {
    const json = parseBerlinJson(readBerlin2023('json'));
    const html = parseBerlinHtml(readBerlin2023('html'));
    // The README counts 1,344 body rows in the HTML; one is an empty spacer (<td colspan="7">).
    expect(json).toHaveLength(1343);
    expect(html).toHaveLength(1343);
    expect(html[0]).toEqual({ ...json[0], thema: expect.any(String) });
    const jsonKeys = new Set(json.map((r) => `${r.datum}|${r.von}|${r.plz}|${r.strasse_nr}`));
    expect(
      html.filter((r) => !jsonKeys.has(`${r.datum}|${r.von}|${r.plz}|${r.strasse_nr}`)).length,
    ).toBeLessThanOrEqual(1);
  });

  it('refuses a JSON body without the index list and a page without the table', () => {
    expect(() => parseBerlinJson('{"messages":{"success":false}}')).toThrow(/index/);
    expect(() => parseBerlinHtml('<html><body>Wartungsarbeiten</body></html>')).toThrow(/table/);
  });

  it('derives the page address from the JSON export address', () => {
    expect(berlinPageUrl(`${PAGE}index.php/index/all.json`)).toBe(PAGE);
  });
});
