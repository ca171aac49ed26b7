// "List last checked …" on the page of a source whose events come from a crawled official list
// (issue 5 "Operators"): the end of the last successful crawl, from GET /v1/feeds.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatEventDateTime } from '../events';
import { type Feed, useFeeds } from '../feeds';

/** The latest successful crawl of any feed of the source; undefined for a source no feed fills. */
export function lastCheckedOf(feeds: readonly Feed[], sourceId: number): string | undefined {
  let latest: string | undefined;
  for (const feed of feeds) {
    if (feed.source_id !== sourceId || feed.last_checked_at === null) continue;
    if (latest === undefined || Date.parse(feed.last_checked_at) > Date.parse(latest))
      latest = feed.last_checked_at;
  }
  return latest;
}

export function ListLastChecked({ sourceId }: { sourceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feeds = useFeeds();
  const lastChecked = feeds.data === undefined ? undefined : lastCheckedOf(feeds.data, sourceId);
  if (lastChecked === undefined) return null;
  return (
    <p className="text-sm text-ink-500">
      {t('feeds.listLastChecked', { time: formatEventDateTime(lastChecked, language) })}
    </p>
  );
}
