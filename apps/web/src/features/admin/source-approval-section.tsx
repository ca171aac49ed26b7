// Admin section "Source approval" (spec §2, §4 "Source approval"): the sources waiting for approval,
// each approved or rejected with the approval_status query value. Approval needs a title image (§5),
// so Approve is off, with the reason beside it, for a source without one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dangerButtonClass, primaryButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { slugFor } from '../../slug';
import { formatEventDateTime } from '../events';
import { ReviewedSourceImage, type Source } from '../sources';
import { type ApprovalStatus, usePendingSources, useSetApprovalStatus } from './api';

export function SourceApprovalSection() {
  const { t } = useTranslation();
  const pending = usePendingSources();
  return (
    <div className="grid gap-4">
      <p className="text-ink-600">{t('admin.approvalIntro')}</p>
      {pending.data?.length === 0 && <p className="text-ink-500">{t('admin.noPending')}</p>}
      {pending.data !== undefined && pending.data.length > 0 && (
        <ul className="grid gap-4">
          {pending.data.map((source) => (
            <li key={source.id}>
              <PendingSource source={source} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingSource({ source }: { source: Source }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const setStatus = useSetApprovalStatus();
  const decide = (status: ApprovalStatus) =>
    setStatus.mutate(
      { sourceId: source.id, status },
      {
        onSuccess: () =>
          showToast('success', t(status === 'approved' ? 'admin.sourceApproved' : 'admin.sourceRejected')),
      },
    );
  const hintId = `source-${source.id}-needs-image`;
  const address = [source.street, source.house_number, source.zip_code, source.city]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      aria-labelledby={`source-${source.id}-name`}
      className="grid gap-3 rounded-3xl border border-ink-100 bg-white p-4 s:grid-cols-[6rem_minmax(0,1fr)]"
    >
      <ReviewedSourceImage source={source} className="size-24 rounded-2xl text-4xl" />
      <div className="grid min-w-0 gap-2">
        <h3 id={`source-${source.id}-name`} className="text-lg font-bold break-words text-ink-900">
          {source.name}
        </h3>
        <p className="text-sm text-ink-500">
          {language === 'de' ? source.source_type.name_de : source.source_type.name_en}
          {address !== '' && ` · ${address}`}
          {' · '}
          {t('admin.submittedAt', { time: formatEventDateTime(source.created_at, language) })}
        </p>
        <p className="line-clamp-4 break-words text-ink-700">{source.description}</p>
        <Link
          to={paths.sourceDetail(language, slugFor(source.id, source.name))}
          className="justify-self-start font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('admin.openSource')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!source.has_title_image || setStatus.isPending}
            aria-describedby={source.has_title_image ? undefined : hintId}
            aria-label={t('admin.approveNamed', { name: source.name })}
            onClick={() => decide('approved')}
            className={primaryButtonClass}
          >
            {t('admin.approve')}
          </button>
          <button
            type="button"
            disabled={setStatus.isPending}
            aria-label={t('admin.rejectNamed', { name: source.name })}
            onClick={() => decide('rejected')}
            className={dangerButtonClass}
          >
            {t('admin.reject')}
          </button>
        </div>
        {!source.has_title_image && (
          <p id={hintId} className="text-sm text-ink-500">
            {t('admin.needsTitleImage')}
          </p>
        )}
      </div>
    </article>
  );
}
