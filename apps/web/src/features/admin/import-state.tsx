// The Excel Upload's run (excel-upload-section.tsx): its progress, then its summary and the rows that failed with
// their number and reason (spec §8 'The following rows failed:').
import { useTranslation } from 'react-i18next';
import type { EventImport } from './event-import-api';
import { rowProblemText } from './import-problems';

export function ImportState({ state }: { state: EventImport }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-state" className="grid gap-3">
      <h3 id="import-state" className="text-xl font-semibold text-ink-900">
        {state.status === 'running' ? t('eventImport.running') : t('eventImport.finished')}
      </h3>
      <progress
        aria-label={t('eventImport.progress')}
        value={state.processed_rows}
        max={Math.max(state.row_count, 1)}
        className="h-3 w-full"
      />
      <p className="text-ink-700">
        {t('eventImport.processed', { done: state.processed_rows, total: state.row_count })}
      </p>
      {state.status !== 'running' && (
        <p role="status" className="text-ink-800">
          {t('eventImport.summary', {
            imported: state.imported,
            unchanged: state.unchanged,
            failed: state.failed,
            unplaced: state.unplaced,
          })}
        </p>
      )}
      {state.error_code !== null && (
        <p className="text-red-700">
          {state.error_code === 'stopped' ? t('eventImport.stopped') : t('eventImport.runFailed')}
        </p>
      )}
      {state.failures.length > 0 && (
        <div className="grid gap-2">
          <h4 className="font-semibold text-ink-900">{t('errors.rowsFailed')}</h4>
          <ul aria-label={t('errors.rowsFailed')} className="grid gap-1">
            {state.failures.map((failure) => (
              <li key={failure.row}>
                {t('eventImport.failedRow', {
                  row: failure.row,
                  // Imports run before rows had codes have only the English reason.
                  reason: failure.problem ? rowProblemText(t, failure.problem) : failure.reason,
                })}
              </li>
            ))}
          </ul>
          {state.failed > state.failures.length && (
            <p className="text-ink-600">
              {t('eventImport.moreFailed', { count: state.failed - state.failures.length })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
