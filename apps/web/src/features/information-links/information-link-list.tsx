// One group of information links (the country's or the city's), each in the reader's language.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import type { InformationLink } from './api';
import { shownLink } from './link-language';

export function InformationLinkList({ title, links }: { title: string; links: readonly InformationLink[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `info-links-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
        {links.map((link) => {
          const shown = shownLink(link, language);
          return (
            <li key={link.id} className="px-4 py-3">
              <a
                href={shown.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-600"
              >
                {shown.name}
              </a>
              {shown.otherName && <p className="text-sm text-ink-500">{shown.otherName}</p>}
              {shown.other && (
                <a
                  href={shown.other.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-ink-700 underline underline-offset-2"
                  aria-label={`${shown.name}: ${
                    shown.other.kind === 'english'
                      ? t('infoLinks.englishVersion')
                      : t('infoLinks.nativeVersion')
                  }`}
                >
                  {shown.other.kind === 'english'
                    ? t('infoLinks.englishVersion')
                    : t('infoLinks.nativeVersion')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
