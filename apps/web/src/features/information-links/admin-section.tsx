// Admin section "Information" (spec §2, §3 "Information link"; issue 15): the Info screen's links, filtered by
// country, city and text (admin-link-filters.tsx) and paged; a form to add or change one (admin-link-form.tsx),
// and deletion after a confirmation. The Info screen shows each change at once (admin-api.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import {
  type AdminInformationLink,
  INFORMATION_LINKS_PAGE_SIZE,
  type InformationLinkFilters,
  useAdminInformationLinks,
  useDeleteInformationLink,
} from './admin-api';
import { LinkFilters } from './admin-link-filters';
import { LinkForm } from './admin-link-form';

const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50';

const NO_FILTERS: InformationLinkFilters = { country: '', city: '', q: '', offset: 0 };

export function InformationSection() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<InformationLinkFilters>(NO_FILTERS);
  const page = useAdminInformationLinks(filters);
  const [editing, setEditing] = useState<AdminInformationLink | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminInformationLink | undefined>(undefined);
  const remove = useDeleteInformationLink();
  const filter = (change: Partial<InformationLinkFilters>) =>
    setFilters({ ...filters, ...change, offset: 0 });
  const total = page.data?.total ?? 0;

  return (
    <div className="grid gap-6">
      <LinkForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
      <LinkFilters filters={filters} onChange={filter} />
      {page.data !== undefined && (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {total === 0
              ? t('infoAdmin.none')
              : t('infoAdmin.shown', {
                  from: filters.offset + 1,
                  to: filters.offset + page.data.links.length,
                  count: total,
                })}
          </p>
          <ul className="grid gap-2" aria-label={t('infoAdmin.list')}>
            {page.data.links.map((link) => (
              <li key={link.id}>
                <article
                  aria-label={link.english_name}
                  className="grid gap-1 rounded-2xl border border-ink-100 bg-white px-4 py-3"
                >
                  <h3 className="font-semibold text-ink-900">
                    {link.native_name}
                    {link.english_name !== link.native_name && (
                      <span className="font-normal text-ink-500"> · {link.english_name}</span>
                    )}
                  </h3>
                  <p className="text-sm text-ink-600">{placeOf(link)}</p>
                  <p className="break-all text-sm text-ink-600">
                    {link.native_url}
                    {link.english_url !== null && ` · ${link.english_url}`}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(link)}
                      aria-label={t('infoAdmin.editNamed', { name: link.english_name })}
                      className={secondaryButtonClass}
                    >
                      {t('infoAdmin.edit')}
                    </button>
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() => setDeleting(link)}
                      aria-label={t('infoAdmin.deleteNamed', { name: link.english_name })}
                      className={dangerButtonClass}
                    >
                      {t('infoAdmin.delete')}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {total > INFORMATION_LINKS_PAGE_SIZE && (
            <div className="flex gap-2">
              <button
                type="button"
                disabled={filters.offset === 0}
                onClick={() =>
                  setFilters({
                    ...filters,
                    offset: Math.max(0, filters.offset - INFORMATION_LINKS_PAGE_SIZE),
                  })
                }
                className={secondaryButtonClass}
              >
                {t('infoAdmin.previous')}
              </button>
              <button
                type="button"
                disabled={filters.offset + INFORMATION_LINKS_PAGE_SIZE >= total}
                onClick={() =>
                  setFilters({ ...filters, offset: filters.offset + INFORMATION_LINKS_PAGE_SIZE })
                }
                className={secondaryButtonClass}
              >
                {t('infoAdmin.next')}
              </button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(undefined);
        }}
        title={t('infoAdmin.deleteTitle')}
        message={t('infoAdmin.deleteConfirm', { name: deleting?.english_name ?? '' })}
        confirmLabel={t('infoAdmin.delete')}
        onConfirm={() => {
          if (deleting === undefined) return;
          remove.mutate(deleting.id, { onSuccess: () => showToast('success', t('infoAdmin.deleted')) });
        }}
      />
    </div>
  );
}

function placeOf(link: AdminInformationLink): string {
  return [link.country, link.region, [link.zip_code, link.city].filter(Boolean).join(' ')]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}
