// Chart options (spec §2, §9): plot type, bar style, colour scale, dispersion radius and event weight. They
// change only how loaded results are drawn, so they apply at once, without 'load'.
import { useTranslation } from 'react-i18next';
import { Field, fieldControlClass } from '../../components/form-field';
import {
  BAR_STYLES,
  type ChartOptions,
  COLOR_SCALES,
  PLOT_TYPES,
  RADIUS_KM_MAX,
  RADIUS_KM_MIN,
  WEIGHTS,
} from './analysis-state';
import { ChoiceSelect } from './choice-select';

export function ChartOptionsForm({
  options,
  onChange,
}: {
  options: ChartOptions;
  onChange: (options: ChartOptions) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<ChartOptions>) => onChange({ ...options, ...change });
  const isDensity = options.plot === 'density';
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-4 s:grid-cols-2">
      <legend className="px-1 text-sm font-bold text-ink-900">{t('analysis.chartOptions')}</legend>
      <ChoiceSelect
        label={t('analysis.plotType')}
        value={options.plot}
        choices={PLOT_TYPES}
        labelOf={(plot) => t(`analysis.plotTypes.${plot}`)}
        onChange={(plot) => set({ plot })}
      />
      {options.plot === 'bar' && (
        <ChoiceSelect
          label={t('analysis.barStyle')}
          value={options.barStyle}
          choices={BAR_STYLES}
          labelOf={(style) => t(`analysis.barStyles.${style}`)}
          onChange={(barStyle) => set({ barStyle })}
        />
      )}
      {isDensity && (
        <>
          <ChoiceSelect
            label={t('analysis.colorScale')}
            value={options.colorScale}
            choices={COLOR_SCALES}
            labelOf={(scale) => t(`analysis.colorScales.${scale}`)}
            onChange={(colorScale) => set({ colorScale })}
          />
          <ChoiceSelect
            label={t('analysis.weight')}
            value={options.weight}
            choices={WEIGHTS}
            labelOf={(weight) => t(`analysis.weights.${weight}`)}
            onChange={(weight) => set({ weight })}
          />
          <Field label={t('analysis.radius')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={RADIUS_KM_MIN}
                max={RADIUS_KM_MAX}
                value={options.radiusKm}
                onChange={(change) => {
                  const radiusKm = Number(change.target.value);
                  if (radiusKm >= RADIUS_KM_MIN && radiusKm <= RADIUS_KM_MAX) set({ radiusKm });
                }}
                className={fieldControlClass}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
