// A source's title image (logo), or a placeholder with its initial when it has none (spec §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Source } from './api';

export function SourceImage({ source, className }: { source: Source; className: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (source.title_image_url === null || failed) {
    return (
      <div
        aria-hidden="true"
        className={`grid place-items-center bg-gradient-to-br from-brand-100 to-ink-100 font-display font-bold text-brand-700 ${className}`}
      >
        {source.name.trim().charAt(0).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={source.title_image_url}
      alt={t('sourceDetail.imageAlt', { name: source.name })}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`bg-white object-contain ${className}`}
    />
  );
}
