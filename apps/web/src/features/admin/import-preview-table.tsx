// The Excel Upload's preview (excel-upload-section.tsx): the first rows as they will be imported, each with its
// name, start, place or the problem that keeps it out.
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from './event-import-api';
import { mappedFieldLabel, rowProblemText } from './import-problems';

export function ImportPreviewTable({ rows }: { rows: ImportPreview['rows'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-preview" className="grid gap-2 overflow-x-auto">
      <h3 id="import-preview" className="text-xl font-semibold text-ink-900">
        {t('eventImport.previewTitle')}
      </h3>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink-100">
            <th className="py-2 pr-3">{t('eventImport.row')}</th>
            <th className="py-2 pr-3">{mappedFieldLabel(t, 'name')}</th>
            <th className="py-2 pr-3">{mappedFieldLabel(t, 'start_time')}</th>
            <th className="py-2 pr-3">{t('eventImport.place')}</th>
            <th className="py-2">{t('eventImport.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const place = row.event?.locations[0];
            return (
              <tr key={row.row} className="border-b border-ink-50 align-top">
                <td className="py-2 pr-3">{row.row}</td>
                <td className="py-2 pr-3">{row.event?.name ?? ''}</td>
                <td className="py-2 pr-3">{row.event?.start_time ?? ''}</td>
                <td className="py-2 pr-3">
                  {place
                    ? [place.zip_code, place.city].filter(Boolean).join(' ')
                    : row.event
                      ? t('eventImport.notOnMap')
                      : ''}
                </td>
                <td className="py-2 text-red-700">
                  {row.problem === null ? '' : rowProblemText(t, row.problem)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
