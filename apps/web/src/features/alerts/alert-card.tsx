// One alert in the Alerts list (spec §2, §3): name, buzz word, topics, types and area; its results with the
// count of unseen events; push while the app is closed; the export links (webcal/feed, with copy-link
// fallbacks); delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionButtonClass } from '../../components/share-actions';
import { copyText } from '../../components/share-link';
import { showToast } from '../../components/toast/toast-store';
import { publicOrigin } from '../../config';
import { alertExportLinks } from './alert-export';
import { AlertPushToggle } from './alert-push-toggle';
import type { StoredAlert } from './stored-alert';

export interface AlertCardProps {
  alert: StoredAlert;
  topicSummary: string;
  typeSummary: string;
  resultsHref: string;
  onDelete: () => void;
}

export function AlertCard({ alert, topicSummary, typeSummary, resultsHref, onDelete }: AlertCardProps) {
  const { t } = useTranslation();
  const links = alertExportLinks(publicOrigin(), alert);
  const unseen = alert.unseenEventIds.length;
  const copy = async (url: string) => {
    const copied = await copyText(url);
    showToast(copied ? 'success' : 'error', t(copied ? 'alerts.linkCopied' : 'share.copyFailed'));
  };
  const area =
    alert.alertType === 'perimeter'
      ? t('alerts.aroundPoint', {
          radius: alert.radius,
          lat: alert.lat?.toFixed(4),
          long: alert.long?.toFixed(4),
        })
      : t('alerts.aroundAddress', {
          place: [alert.zipCode, alert.city].filter(Boolean).join(' '),
          radius: alert.radius ?? 10,
        });
  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-4" aria-label={alert.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink-900">{alert.name}</h2>
        {unseen > 0 && (
          <span className="rounded-full bg-signal px-2.5 py-0.5 text-sm font-bold text-ink-900">
            {t('alerts.newCount', { count: unseen })}
          </span>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-500">{t('alerts.buzzWord')}</dt>
        <dd className="text-ink-900">{alert.eventName || t('alerts.anyName')}</dd>
        <dt className="text-ink-500">{t('forms.eventTopics')}</dt>
        <dd className="text-ink-900">{topicSummary}</dd>
        <dt className="text-ink-500">{t('forms.eventTypes')}</dt>
        <dd className="text-ink-900">{typeSummary}</dd>
        <dt className="text-ink-500">{t('alerts.area')}</dt>
        <dd className="text-ink-900">{area}</dd>
      </dl>
      <AlertPushToggle alert={alert} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={resultsHref}
          className={actionButtonClass}
          aria-label={t('alerts.showResults', { name: alert.name })}
        >
          {t('alerts.results')}
        </Link>
        <a href={links.calendar} className={actionButtonClass}>
          {t('alerts.exportCalendar')}
        </a>
        <button type="button" className={actionButtonClass} onClick={() => void copy(links.calendarCopy)}>
          {t('alerts.copyCalendarLink')}
        </button>
        <a href={links.rss} className={actionButtonClass}>
          {t('alerts.exportRss')}
        </a>
        <button type="button" className={actionButtonClass} onClick={() => void copy(links.rssCopy)}>
          {t('alerts.copyRssLink')}
        </button>
        <a href={links.geojson} className={actionButtonClass} download={`${alert.name}.geojson`}>
          {t('alerts.exportGeoJson')}
        </a>
        <button
          type="button"
          className={`${actionButtonClass} text-red-700`}
          aria-label={t('alerts.deleteAlert', { name: alert.name })}
          onClick={onDelete}
        >
          {t('alerts.delete')}
        </button>
      </div>
    </li>
  );
}
