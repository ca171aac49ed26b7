// Friedenskooperative and DemokraTEAM have no captured fixtures: these samples are written by hand from
// the documented public formats (the Drupal "termine" view markup; schema.org Event JSON-LD).
import { describe, expect, it } from 'vitest';
import { parseDemokrateamHtml } from './demokrateam.js';
import { parseFriedenskooperativeHtml } from './friedenskooperative.js';

const FRIEDENSKOOPERATIVE_SAMPLE = `
<div class="view view-termine"><div class="view-content">
  <h3>Oktober 2026</h3>
  <div class="box">
    <div class="row row-eq-height">
      <div class="date-column"><div class="date"><span class="date-display-single">03. Okt</span>
        <div class="date-display-range"><span class="date-display-start">13:00</span> bis <span class="date-display-end">17:00</span></div></div>
        <div class="city">Berlin</div></div>
      <div class="content"><h2 class="node-title"><a href="/termine/friedensdemo-berlin">Bundesweite Friedens- demonstration</a></h2>
        <div class="place line info"><span>Ort: Großer Stern</span></div></div>
    </div>
    <div class="row row-eq-height">
      <div class="date-column"><div class="date"><span class="date-display-single">18. Okt</span></div><div class="city">Kassel</div></div>
      <div class="content"><h2 class="node-title"><a href="/termine/mahnwache-kassel">Mahnwache für den Frieden</a></h2></div>
    </div>
    <div class="row row-eq-height"><div class="content"><h2 class="node-title"><a href="/x">Ohne Datum</a></h2></div></div>
  </div>
</div></div>`;

const DEMOKRATEAM_SAMPLE = `
<article class="mec-event-article"><h4 class="mec-event-title"><a href="https://www.demokrateam.org/events/demo-leipzig/">Demo gegen Rechts</a></h4></article>
<script type="application/ld+json">{"@context":"http://schema.org","@type":"Event","name":"Demo gegen Rechts",
 "startDate":"2026-10-25T14:00","endDate":"2026-10-25T17:30","eventStatus":"https://schema.org/EventScheduled",
 "location":{"@type":"Place","name":"Marktplatz","address":{"@type":"PostalAddress","streetAddress":"Markt 1","postalCode":"04109","addressLocality":"Leipzig"}},
 "organizer":{"@type":"Organization","name":"Leipzig nimmt Platz"},"url":"https://www.demokrateam.org/events/demo-leipzig/"}</script>
<script type="application/ld+json">{"@context":"http://schema.org","@type":"Event","name":"Lichterkette","startDate":"2026-11-09",
 "eventStatus":"https://schema.org/EventCancelled","location":{"@type":"Place","name":"Rostock, Neuer Markt","address":{"@type":"PostalAddress","addressLocality":"Rostock"}}}</script>
<script type="application/ld+json">{"@type":"Event","name":"Kaputt"</script>`;

describe('Friedenskooperative calendar (hand-written sample of its page structure)', () => {
  const { drafts, rejected } = parseFriedenskooperativeHtml(
    FRIEDENSKOOPERATIVE_SAMPLE,
    'https://www.friedenskooperative.de/termine',
  );

  it('reads day, year from the month heading, times, city, place and link', () => {
    expect(drafts[0]).toMatchObject({
      name: 'Bundesweite Friedensdemonstration',
      day: '2026-10-03',
      start_time: new Date('2026-10-03T11:00:00.000Z'),
      end_time: new Date('2026-10-03T15:00:00.000Z'),
      url: 'https://www.friedenskooperative.de/termine/friedensdemo-berlin',
      places: [{ label: 'Großer Stern', city: 'Berlin' }],
    });
    expect(drafts[1]).toMatchObject({
      name: 'Mahnwache für den Frieden',
      all_day: true,
      event_type: 'vigil',
      places: [{ city: 'Kassel' }],
    });
  });

  it('keeps a row without a date as rejected, with its reason', () => {
    expect(rejected).toEqual([{ row: 'Ohne Datum', reason: 'no title or no readable date' }]);
  });
});

describe('DemokraTEAM calendar (hand-written sample of schema.org Event JSON-LD)', () => {
  const { drafts, rejected } = parseDemokrateamHtml(
    DEMOKRATEAM_SAMPLE,
    'https://www.demokrateam.org/aktionen/',
  );

  it('reads name, Berlin wall-clock times, address and organiser', () => {
    expect(drafts[0]).toMatchObject({
      name: 'Demo gegen Rechts',
      start_time: new Date('2026-10-25T13:00:00.000Z'),
      end_time: new Date('2026-10-25T16:30:00.000Z'),
      places: [{ street: 'Markt', house_number: '1', zip_code: '04109', city: 'Leipzig' }],
      raw_organiser: 'Leipzig nimmt Platz',
      status: 'scheduled',
    });
  });

  it('reads a date-only event as all-day and a cancelled one as cancelled', () => {
    expect(drafts[1]).toMatchObject({
      name: 'Lichterkette',
      all_day: true,
      status: 'cancelled',
      places: [{ city: 'Rostock' }],
    });
  });

  it('keeps unreadable JSON-LD as rejected', () => {
    expect(rejected.map((r) => r.reason)).toEqual(['unreadable JSON-LD']);
  });
});
