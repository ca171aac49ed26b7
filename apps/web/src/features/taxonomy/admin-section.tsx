// Admin sections "Topics", "Event Types" and "Source Types" (spec §2, §7; issue 15): the list, a form to add or
// change an entry (admin-entry-form.tsx), and deletion after a confirmation. A delete the server refuses because events or
// sources still use the entry says how many.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { inUseOf, type TaxonomyKind, useDeleteEntry } from './admin-api';
import { type Entry, EntryForm } from './admin-entry-form';
import { useEventTypes, useSourceTypes, useTopics } from './api';
import { MarkerPreview } from './marker-preview';

function useEntries(kind: TaxonomyKind) {
  const topics = useTopics();
  const eventTypes = useEventTypes();
  const sourceTypes = useSourceTypes();
  const query = kind === 'topics' ? topics : kind === 'event-types' ? eventTypes : sourceTypes;
  return query.data as Entry[] | undefined;
}

export function TopicsSection() {
  return <TaxonomySection kind="topics" />;
}
export function EventTypesSection() {
  return <TaxonomySection kind="event-types" />;
}
export function SourceTypesSection() {
  return <TaxonomySection kind="source-types" />;
}

function TaxonomySection({ kind }: { kind: TaxonomyKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const entries = useEntries(kind);
  const [editing, setEditing] = useState<Entry | undefined>(undefined);
  const [deleting, setDeleting] = useState<Entry | undefined>(undefined);
  const remove = useDeleteEntry(kind);
  const nameOf = (entry: Entry) => (language === 'de' ? entry.name_de : entry.name_en);
  const sorted = [...(entries ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), language));

  return (
    <div className="grid gap-6">
      <EntryForm
        key={editing?.id ?? 'new'}
        kind={kind}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      {entries !== undefined && (
        <ul className="grid gap-2" aria-label={t(`taxonomyAdmin.list_${kind}`)}>
          {sorted.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-ink-100 bg-white px-4 py-3"
            >
              <span className="flex min-w-0 items-center gap-3 break-words">
                {entry.map_marker_color_default !== undefined && (
                  <MarkerPreview colour={entry.map_marker_color_default} label="" />
                )}
                <span>
                  <span className="font-semibold text-ink-900">{entry.name_en}</span>
                  <span className="text-ink-500"> · {entry.name_de}</span>
                </span>
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(entry)}
                  aria-label={t('taxonomyAdmin.editNamed', { name: nameOf(entry) })}
                  className="min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50"
                >
                  {t('taxonomyAdmin.edit')}
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => setDeleting(entry)}
                  aria-label={t('taxonomyAdmin.deleteNamed', { name: nameOf(entry) })}
                  className={dangerButtonClass}
                >
                  {t('taxonomyAdmin.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(undefined);
        }}
        title={t('taxonomyAdmin.deleteTitle')}
        message={t('taxonomyAdmin.deleteConfirm', { name: deleting === undefined ? '' : nameOf(deleting) })}
        confirmLabel={t('taxonomyAdmin.delete')}
        onConfirm={() => {
          if (deleting === undefined) return;
          remove.mutate(deleting.id, {
            onSuccess: () => showToast('success', t('taxonomyAdmin.deleted')),
            onError: (error) => {
              const inUse = inUseOf(error);
              showToast(
                'error',
                inUse === undefined
                  ? t('errors.unknown')
                  : t('taxonomyAdmin.inUse', {
                      events: t('taxonomyAdmin.eventCount', { count: inUse.events }),
                      sources: t('taxonomyAdmin.sourceCount', { count: inUse.sources }),
                    }),
              );
            },
          });
        }}
      />
    </div>
  );
}
