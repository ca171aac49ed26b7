// Admin sections "Topics", "Event Types" and "Source Types" (spec §2, §7; issue 15): the list, a form to add or
// change an entry (names in both languages; for source types the three marker colours with a colour picker and
// a live marker preview), and deletion after a confirmation. A delete the server refuses because events or
// sources still use the entry says how many.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass, primaryButtonClass, TextField } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import {
  type EntryInput,
  fieldIssuesOf,
  inUseOf,
  type MarkerColours,
  type TaxonomyKind,
  useDeleteEntry,
  useSaveEntry,
} from './admin-api';
import { useEventTypes, useSourceTypes, useTopics } from './api';

/** As the server allows (taxonomy.schemas.ts). */
export const NAME_MAX_LENGTH = 80;

const DEFAULT_COLOURS: MarkerColours = {
  map_marker_color_default: '#c0392b',
  map_marker_color_selected: '#e74c3c',
  map_marker_color_past: '#95a5a6',
};
const COLOUR_FIELDS = [
  'map_marker_color_default',
  'map_marker_color_selected',
  'map_marker_color_past',
] as const;

type Entry = { id: number; name_en: string; name_de: string } & Partial<MarkerColours>;

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

function EntryForm({
  kind,
  editing,
  onDone,
}: {
  kind: TaxonomyKind;
  editing: Entry | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEntry(kind);
  const [nameEn, setNameEn] = useState(editing?.name_en ?? '');
  const [nameDe, setNameDe] = useState(editing?.name_de ?? '');
  const [colours, setColours] = useState<MarkerColours>({
    map_marker_color_default: editing?.map_marker_color_default ?? DEFAULT_COLOURS.map_marker_color_default,
    map_marker_color_selected:
      editing?.map_marker_color_selected ?? DEFAULT_COLOURS.map_marker_color_selected,
    map_marker_color_past: editing?.map_marker_color_past ?? DEFAULT_COLOURS.map_marker_color_past,
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (nameEn.trim() === '') found.name_en = t('taxonomyAdmin.nameRequired');
    if (nameDe.trim() === '') found.name_de = t('taxonomyAdmin.nameRequired');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setIssues(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = () => {
    const input: EntryInput = {
      name_en: nameEn.trim(),
      name_de: nameDe.trim(),
      ...(kind === 'source-types' ? colours : {}),
    };
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          showToast('success', t(editing === undefined ? 'taxonomyAdmin.added' : 'taxonomyAdmin.updated'));
          setNameEn('');
          setNameDe('');
          onDone();
        },
        onError: (error) => {
          const found = fieldIssuesOf(error);
          if (Object.keys(found).length === 0) showToast('error', t('errors.unknown'));
          setIssues(
            Object.fromEntries(
              Object.entries(found).map(([field, msg]) => [
                field,
                msg.startsWith('Another ') ? t('taxonomyAdmin.nameTaken') : t('taxonomyAdmin.invalid'),
              ]),
            ),
          );
        },
      },
    );
  };

  const title = t(editing === undefined ? `taxonomyAdmin.add_${kind}` : `taxonomyAdmin.edit_${kind}`);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-2xl border border-ink-100 bg-ink-50 p-4"
    >
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      <div className="grid gap-3 s:grid-cols-2">
        <TextField
          label={t('taxonomyAdmin.nameEn')}
          value={nameEn}
          onChange={setNameEn}
          isRequired
          maxLength={NAME_MAX_LENGTH}
          error={issues.name_en}
        />
        <TextField
          label={t('taxonomyAdmin.nameDe')}
          value={nameDe}
          onChange={setNameDe}
          isRequired
          maxLength={NAME_MAX_LENGTH}
          error={issues.name_de}
        />
      </div>
      {kind === 'source-types' && (
        <fieldset className="grid gap-3">
          <legend className="font-semibold text-ink-800">{t('taxonomyAdmin.markerColours')}</legend>
          <div className="flex flex-wrap gap-6">
            {COLOUR_FIELDS.map((field) => (
              <label key={field} className="flex items-center gap-2 text-ink-800">
                <input
                  type="color"
                  value={colours[field]}
                  onChange={(change) => setColours({ ...colours, [field]: change.target.value })}
                  className="h-11 w-14 cursor-pointer rounded border border-ink-200"
                />
                {t(`taxonomyAdmin.${field}`)}
                {issues[field] !== undefined && <span className="text-sm text-red-700">{issues[field]}</span>}
              </label>
            ))}
          </div>
          <figure className="flex items-end gap-4" aria-label={t('taxonomyAdmin.preview')}>
            {COLOUR_FIELDS.map((field) => (
              <MarkerPreview key={field} colour={colours[field]} label={t(`taxonomyAdmin.${field}`)} />
            ))}
          </figure>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {t(editing === undefined ? 'taxonomyAdmin.add' : 'taxonomyAdmin.save')}
        </button>
        {editing !== undefined && (
          <button
            type="button"
            onClick={onDone}
            className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
          >
            {t('taxonomyAdmin.cancel')}
          </button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={title}
        message={t(editing === undefined ? 'taxonomyAdmin.addConfirm' : 'taxonomyAdmin.saveConfirm', {
          name_en: nameEn.trim(),
          name_de: nameDe.trim(),
        })}
        confirmLabel={t(editing === undefined ? 'taxonomyAdmin.add' : 'taxonomyAdmin.save')}
        onConfirm={send}
      />
    </form>
  );
}

/** A map pin in the colour, as the map draws a source's marker; with a label, it is an image named by it. */
export function MarkerPreview({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="flex flex-col items-center gap-1 text-xs text-ink-600">
      <svg
        width="24"
        height="32"
        viewBox="0 0 24 32"
        role={label === '' ? undefined : 'img'}
        aria-hidden={label === '' ? true : undefined}
        aria-label={label === '' ? undefined : `${label} ${colour}`}
        data-colour={colour}
      >
        <path
          d="M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 32 12 32s12-11.6 12-20.3C24 5.2 18.6 0 12 0z"
          fill={colour}
          stroke="#1f2937"
          strokeWidth="1"
        />
        <circle cx="12" cy="11.5" r="4.5" fill="#fff" />
      </svg>
      {label !== '' && <span aria-hidden="true">{label}</span>}
    </span>
  );
}
