// 'Future 25 Events' / 'Past 25 Events' of a source page (spec §2, §9), with links to the next and
// previous 25. The events themselves are rendered by the screen (it composes the events feature).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PagedEventsSectionProps {
  id: string;
  /** 'Future 25 Events' on the first page, 'Future Events' on later ones. */
  title: string;
  page: number;
  previousHref?: string;
  nextHref?: string;
  /** Visible text of the link to the next 25, e.g. 'Future Events'. */
  moreLabel: string;
  children: ReactNode;
}

export function PagedEventsSection({
  id,
  title,
  page,
  previousHref,
  nextHref,
  moreLabel,
  children,
}: PagedEventsSectionProps) {
  const { t } = useTranslation();
  const linkClass =
    'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
        {page > 1 && (
          <span className="ml-2 text-base font-normal text-ink-500">{t('sourceDetail.page', { page })}</span>
        )}
      </h2>
      <div className="mt-3">{children}</div>
      {(previousHref || nextHref) && (
        <nav aria-label={moreLabel} className="mt-2 flex flex-wrap justify-between gap-4">
          {previousHref ? (
            <Link to={previousHref} className={linkClass}>
              ← {t('sourceDetail.previousPage')}
            </Link>
          ) : (
            <span />
          )}
          {nextHref && (
            <Link to={nextHref} className={linkClass}>
              {moreLabel} →
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
