// The taxonomy admin's form (admin-section.tsx): add or change a topic, event type or source type (names in both
// languages; for source types the three marker colours with a colour picker and a live marker preview), after a
// confirmation.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddOrSaveActions } from '../../components/add-or-save-actions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { TitledForm } from '../../components/titled-form';
import { showToast } from '../../components/toast/toast-store';
import {
  type EntryInput,
  fieldIssuesOf,
  type MarkerColours,
  type TaxonomyKind,
  useSaveEntry,
} from './admin-api';
import { MarkerPreview } from './marker-preview';

/** As the server allows (taxonomy.schemas.ts). */
const NAME_MAX_LENGTH = 80;

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

export type Entry = { id: number; name_en: string; name_de: string } & Partial<MarkerColours>;

export function EntryForm({
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
    <TitledForm title={title} onSubmit={submit}>
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
      <AddOrSaveActions
        isEditing={editing !== undefined}
        isPending={save.isPending}
        addLabel={t('taxonomyAdmin.add')}
        saveLabel={t('taxonomyAdmin.save')}
        cancelLabel={t('taxonomyAdmin.cancel')}
        onCancel={onDone}
      />
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
    </TitledForm>
  );
}
