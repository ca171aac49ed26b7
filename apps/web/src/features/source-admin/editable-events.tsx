// The source edit page's events (spec §3 "editable events"), each with its edit link, and the way
// to create another one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionButtonClass } from '../../components/share-actions';

export interface EditableEventItem {
  id: number;
  name: string;
  /** The start, formatted for the reader. */
  when: string;
  editHref: string;
}

export function EditableEvents({
  events,
  createHref,
}: {
  events: readonly EditableEventItem[];
  /** The 'Create Event' link; undefined hides it (the reader may not create events for the source). */
  createHref: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="source-events" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="source-events" className="text-xl font-bold text-ink-900">
          {t('sourceAdmin.events')}
        </h2>
        {createHref !== undefined && (
          <Link to={createHref} className={actionButtonClass}>
            {t('sourceAdmin.createEvent')}
          </Link>
        )}
      </div>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">{t('sourceAdmin.noEvents')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold text-ink-900">{event.name}</span>{' '}
                <span className="text-sm text-ink-500">{event.when}</span>
              </span>
              <Link
                to={event.editHref}
                aria-label={t('sourceAdmin.editNamed', { name: event.name })}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('sourceAdmin.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
