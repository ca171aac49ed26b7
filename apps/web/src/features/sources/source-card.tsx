// One source search result (spec §2 'Find Sources'): image, name, type, city, topics → detail.
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import type { Source } from './api';
import { SourceImage } from './source-image';

export function SourceCard({
  source,
  topicNames,
  href,
}: {
  source: Source;
  topicNames: string[];
  href: string;
}) {
  const language = useLanguage();
  const typeName = language === 'de' ? source.source_type.name_de : source.source_type.name_en;
  return (
    <article className="relative flex gap-4 rounded-2xl border border-ink-100 bg-white p-4 transition focus-within:border-brand-600 hover:border-ink-300">
      <SourceImage source={source} className="size-16 shrink-0 rounded-xl text-2xl" />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
            {source.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-500">
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block size-2.5 rounded-full align-middle"
            style={{ backgroundColor: source.source_type.map_marker_color_default }}
          />
          {typeName} · {source.city}
        </p>
        {topicNames.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {topicNames.map((name) => (
              <li key={name} className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs text-ink-700">
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
