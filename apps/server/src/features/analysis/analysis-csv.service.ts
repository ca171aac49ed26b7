// CSV downloads of the analysis (issue 16): the numbers shown, one record per interval and query, and a query's
// events with their public fields, streamed in keyset batches and capped at ANALYSIS_CSV_EVENTS_MAX rows.
import type { Db } from '../../db/database.js';
import { isoTimestamp } from '../../db/timestamp-text.js';
import { findEventBatch } from '../events/event-analysis.service.js';
import { ANALYSIS_CSV_EVENTS_MAX, type EventsCsvBody, type TimeSeriesBody } from './analysis.schemas.js';
import { type AddressLanguage, computeTimeSeries, toSelection } from './analysis.service.js';
import { csvRecord } from './csv.js';

const EVENT_BATCH_SIZE = 1_000;

export async function timeSeriesCsv(
  db: Db,
  body: TimeSeriesBody,
  language: AddressLanguage,
): Promise<string> {
  const { series } = await computeTimeSeries(db, body, language);
  const lines = [csvRecord(['query', 'interval', 'interval_start', 'count'])];
  for (const [index, one] of series.entries()) {
    const interval = body.queries[index]?.interval;
    for (const { start, count } of one.intervals) lines.push(csvRecord([one.name, interval, start, count]));
  }
  return lines.join('');
}

const EVENT_HEADER = [
  'id',
  'name',
  'start_time',
  'end_time',
  'created_at',
  'event_type_id',
  'topic_ids',
  'city',
  'zip_code',
  'country',
  'latitude',
  'longitude',
  'participants_min',
  'participants_max',
  'url',
  'organising_source_id',
];

/**
 * The query is checked before the first byte is sent, so a bad query is still a 422; the records follow as an
 * async iterable that reads one batch at a time.
 */
export async function eventsCsv(
  db: Db,
  body: EventsCsvBody,
  language: AddressLanguage,
): Promise<AsyncIterable<string>> {
  const selection = await toSelection(db, body.query, language, ['body', 'query']);
  async function* records(): AsyncIterable<string> {
    yield csvRecord(EVENT_HEADER);
    let afterId = 0;
    let sent = 0;
    while (sent < ANALYSIS_CSV_EVENTS_MAX) {
      const batch = await findEventBatch(
        db,
        selection,
        afterId,
        Math.min(EVENT_BATCH_SIZE, ANALYSIS_CSV_EVENTS_MAX - sent),
      );
      if (batch.length === 0) return;
      yield batch
        .map((e) =>
          csvRecord([
            e.id,
            e.name,
            isoTimestamp(e.start_time),
            e.end_time && isoTimestamp(e.end_time),
            isoTimestamp(e.created_at),
            e.event_type_id,
            e.topic_ids.join(' '),
            e.city,
            e.zip_code,
            e.country,
            e.lat,
            e.lon,
            e.participants_min,
            e.participants_max,
            e.url,
            e.organising_source_id,
          ]),
        )
        .join('');
      sent += batch.length;
      afterId = batch[batch.length - 1]?.id ?? afterId;
    }
  }
  return records();
}
