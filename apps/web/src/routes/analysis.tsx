// Spec §2 screen "Analysis ('Data Analysis')", public (spec §6). The loaded analysis lives in the URL, so a link
// opens the same queries and chart; the feature does the rest.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TwoColumnLayout } from '../components/page-layouts';
import { LOCALE_BY_LANGUAGE } from '../constants';
import {
  type Analysis,
  AnalysisPanel,
  analysisFromUrl,
  analysisToUrl,
  DEFAULT_OPTIONS,
  newQuery,
  URL_PARAM,
} from '../features/analysis';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';

export default function AnalysisScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const topics = useTopicOptions();
  const types = useEventTypeOptions();
  const today = useMemo(() => new Date(), []);
  const encoded = params.get(URL_PARAM);
  const loaded = useMemo(() => analysisFromUrl(encoded, today), [encoded, today]);
  const initial: Analysis = useMemo(
    () => ({ queries: [newQuery([], today, t('analysis.query', { number: 1 }))], options: DEFAULT_OPTIONS }),
    [today, t],
  );
  const load = (analysis: Analysis) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(URL_PARAM, analysisToUrl(analysis));
      return next;
    });

  return (
    <TwoColumnLayout>
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.analysis')}</h1>
      <p className="mt-2 mb-6 text-ink-600">{t('analysis.intro')}</p>
      <AnalysisPanel
        loaded={loaded}
        initial={initial}
        onLoad={load}
        topics={topics.options}
        types={types.options}
        locale={LOCALE_BY_LANGUAGE[language]}
        today={today}
      />
    </TwoColumnLayout>
  );
}
