// Spec §2 "Event list" ('All Events') at /:language/event-list/{pageNumber}: every public event in a
// table, 25 a page (spec §9), in start order. A page number that is not a whole number ≥ 1 goes to
// page 1; a page past the end goes to the last page. Below `s` (a phone) the table keeps one column: each
// name carries its date, city and type on a line below it, so nothing is cut off (issue 20).
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { useEventPage } from '../features/events/api';
import { eventCity, formatEventShort } from '../features/events/format';
import { pageLinks, parsePageNumber } from '../features/events/paging';
import { useEventTypeOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

/** Columns a phone leaves out: the name cell repeats them on a line of its own. */
const phoneHidden = 'hidden s:table-cell';

export default function EventListScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pageNumber } = useParams();
  const page = parsePageNumber(pageNumber);
  const query = useEventPage({
    offset: ((page ?? 1) - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
    sorting_key: 'start_time',
    sorting_direction: 'asc',
  });
  const types = useEventTypeOptions();
  const typeOf = (event: { event_type_id: number }) => types.namesOf([event.event_type_id])[0] ?? '';

  if (page === undefined) return <Navigate to={paths.eventList(language, 1)} replace />;
  const data = query.data;
  const pageCount = data === undefined ? undefined : Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE));
  if (pageCount !== undefined && page > pageCount && !query.isPlaceholderData) {
    return <Navigate to={paths.eventList(language, pageCount)} replace />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 s:px-6 s:py-8">
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.eventList')}</h1>
      {pageCount !== undefined && (
        <p className="mt-1 text-sm text-ink-500">{t('eventList.pageOf', { page, pages: pageCount })}</p>
      )}
      <div className="mt-6 overflow-x-auto rounded-2xl border border-ink-100 bg-white">
        <table className="w-full text-left text-sm s:min-w-[36rem]">
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('eventList.name')}
              </th>
              <th scope="col" className={`${phoneHidden} px-4 py-3 font-semibold`}>
                {t('eventList.date')}
              </th>
              <th scope="col" className={`${phoneHidden} px-4 py-3 font-semibold`}>
                {t('eventList.city')}
              </th>
              <th scope="col" className={`${phoneHidden} px-4 py-3 font-semibold`}>
                {t('eventList.type')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.events.map((event) => (
              <tr key={event.id} className="border-t border-ink-100">
                <td className="px-4 py-3">
                  <Link
                    to={paths.eventDetail(language, slugFor(event.id, event.name))}
                    className="font-semibold text-ink-900 underline-offset-2 hover:underline"
                  >
                    {event.name}
                  </Link>
                  {event.status === 'cancelled' && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700 uppercase">
                      {t('events.cancelled')}
                    </span>
                  )}
                  <p className="mt-1 text-ink-600 s:hidden">
                    {[formatEventShort(event.start_time, language), eventCity(event), typeOf(event)]
                      .filter((part) => part !== '')
                      .join(' · ')}
                  </p>
                </td>
                <td className={`${phoneHidden} px-4 py-3 whitespace-nowrap text-ink-700`}>
                  <time dateTime={event.start_time}>{formatEventShort(event.start_time, language)}</time>
                </td>
                <td className={`${phoneHidden} px-4 py-3 text-ink-700`}>{eventCity(event)}</td>
                <td className={`${phoneHidden} px-4 py-3 text-ink-700`}>{typeOf(event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data?.events.length === 0 && <p className="px-4 py-6 text-ink-500">{t('events.noEvents')}</p>}
      </div>
      {pageCount !== undefined && pageCount > 1 && <Pagination page={page} pageCount={pageCount} />}
    </div>
  );
}

const pageLinkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-ink-700 hover:bg-ink-50 ' +
  'aria-[current=page]:bg-ink-900 aria-[current=page]:text-white';

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t('eventList.pages')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link to={paths.eventList(language, page - 1)} rel="prev" className={pageLinkClass}>
              {t('eventList.previous')}
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={paths.eventList(language, entry)}
                aria-label={t('eventList.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={pageLinkClass}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={paths.eventList(language, page + 1)} rel="next" className={pageLinkClass}>
              {t('eventList.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
