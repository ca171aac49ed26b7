// Admin section "Maintenance (cleanup)" (issue 15): each named job has a dry run, which counts what the job would
// remove and shows the oldest rows, and, after it, a run that removes what the dry run counted (the same as_of) once
// the admin confirms. The log lists dry runs and runs, newest first, and follows a run while it goes on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass } from '../../components/form-field';
import { actionButtonClass } from '../../components/share-actions';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import { formatEventShort } from '../events';
import {
  type Maintenance,
  type MaintenanceJob,
  type MaintenancePreview,
  useMaintenance,
  usePreviewMaintenance,
  useRunMaintenance,
} from './maintenance-api';

export function MaintenanceSection() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const data = maintenance.data;
  if (data === undefined) return null;
  return (
    <div className="grid gap-6">
      <p className="text-ink-600">{t('maintenance.intro')}</p>
      <ul className="grid gap-3">
        {data.jobs.map(({ job, retention_days }) => (
          <li key={job}>
            <JobCard job={job} retentionDays={retention_days} runs={data.runs} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">{t('maintenance.images')}</p>
      <Log runs={data.runs} />
    </div>
  );
}

function JobCard({
  job,
  retentionDays,
  runs,
}: {
  job: MaintenanceJob;
  retentionDays: number;
  runs: Maintenance['runs'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = usePreviewMaintenance();
  const run = useRunMaintenance();
  const [checked, setChecked] = useState<MaintenancePreview | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const name = t(`maintenance.job.${job}`);
  const line = runs.find((r) => r.id === started);

  const onCheck = () => {
    setProblem(undefined);
    setStarted(undefined);
    preview.mutate(job, { onSuccess: setChecked });
  };
  const onRun = () => {
    if (checked === undefined) return;
    run.mutate(
      { job, as_of: checked.as_of },
      {
        onSuccess: (answer) => {
          setStarted(answer.id);
          setChecked(undefined);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status === 409 ? t('maintenance.busy') : t('errors.unknown'),
          ),
      },
    );
  };

  return (
    <article aria-label={name} className="grid gap-2 rounded-2xl border border-ink-100 bg-white px-4 py-3">
      <h3 className="font-semibold text-ink-900">{name}</h3>
      <p className="text-sm text-ink-600">{t(`maintenance.about.${job}`, { days: retentionDays })}</p>
      {checked !== undefined && (
        <div role="status" className="grid gap-1 rounded-xl bg-brand-50 px-3 py-2 text-ink-900">
          <p>
            {t('maintenance.found', {
              count: checked.rows,
              time: formatEventShort(checked.as_of, language),
            })}
          </p>
          {checked.sample.length > 0 && (
            <ul aria-label={t('maintenance.sample')} className="list-disc pl-5 text-sm">
              {checked.sample.map((row) => (
                <li key={row.id}>
                  {row.label} · {formatEventShort(row.at, language)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {line !== undefined && (
        <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-ink-900">
          {line.status === 'running'
            ? t('maintenance.running', { count: line.rows })
            : line.status === 'done'
              ? t('maintenance.removed', { count: line.rows })
              : t('maintenance.failed', { count: line.rows })}
        </p>
      )}
      {problem !== undefined && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionButtonClass} disabled={preview.isPending} onClick={onCheck}>
          {t('maintenance.check')}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={checked === undefined || run.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('maintenance.run')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={name}
        message={t('maintenance.confirm', { count: checked?.rows ?? 0 })}
        confirmLabel={t('maintenance.run')}
        onConfirm={onRun}
      />
    </article>
  );
}

function Log({ runs }: { runs: Maintenance['runs'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const numbers = new Intl.NumberFormat(localeOf(language));
  return (
    <section
      aria-label={t('maintenance.log')}
      className="rounded-2xl border border-ink-100 bg-white px-4 py-3"
    >
      <h3 className="mb-2 font-semibold text-ink-900">{t('maintenance.log')}</h3>
      {runs.length === 0 ? (
        <p className="text-ink-600">{t('maintenance.noRuns')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-ink-600">
                <th className="py-1 pr-3">{t('maintenance.when')}</th>
                <th className="py-1 pr-3">{t('maintenance.jobName')}</th>
                <th className="py-1 pr-3">{t('maintenance.kind')}</th>
                <th className="py-1 pr-3 text-right">{t('maintenance.rows')}</th>
                <th className="py-1 pr-3">{t('maintenance.by')}</th>
                <th className="py-1">{t('maintenance.status')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id} className="border-t border-ink-100">
                  <td className="py-1 pr-3">{formatEventShort(run.started_at, language)}</td>
                  <td className="py-1 pr-3">{t(`maintenance.job.${run.job}`)}</td>
                  <td className="py-1 pr-3">
                    {t(run.dry_run ? 'maintenance.dryRun' : 'maintenance.removal')}
                  </td>
                  <td className="py-1 pr-3 text-right">{numbers.format(run.rows)}</td>
                  <td className="py-1 pr-3">{run.started_by ?? '–'}</td>
                  <td className="py-1">
                    {t(`maintenance.state.${run.status}`)}
                    {run.error !== null && ` · ${run.error}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
