// The density map (spec §2: the first query only), a heatmap of the server's grid on the shared map.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../components/map';
import type { AnalysisQuery, ChartOptions } from './analysis-state';
import { densityBody, useDensity } from './api';
import { COLOR_SCALE_STOPS } from './color-scales';

interface DensityPanelProps {
  query: AnalysisQuery;
  name: string;
  options: ChartOptions;
  locale: string;
}

export function DensityPanel({ query, name, options, locale }: DensityPanelProps) {
  const { t } = useTranslation();
  const density = useDensity(densityBody(query, options.weight, options.radiusKm));
  const numbers = new Intl.NumberFormat(locale);
  const data = density.data;
  const heatmap = useMemo(
    () =>
      data && {
        points: data.cells.map((c) => ({ lng: c.longitude, lat: c.latitude, weight: c.weight })),
        radiusKm: options.radiusKm,
        colors: COLOR_SCALE_STOPS[options.colorScale],
      },
    [data, options.radiusKm, options.colorScale],
  );
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-600">{t('analysis.densityNote', { name })}</p>
      <MapView
        ariaLabel={t('analysis.densityMap', { name })}
        markers={[]}
        heatmap={heatmap}
        className="h-96 rounded-2xl"
      />
      {data && (
        <p className="text-sm text-ink-600" data-testid="density-summary">
          {t('analysis.densityEvents', { count: data.events, formatted: numbers.format(data.events) })}
          {options.weight === 'participants' &&
            data.events_without_participants > 0 &&
            ` ${t('analysis.densityWithoutParticipants', { count: data.events_without_participants })}`}
        </p>
      )}
    </div>
  );
}
