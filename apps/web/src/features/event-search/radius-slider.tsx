// Radius in km (spec §2 "perimeter … radius slider"). The search runs when the thumb is let go,
// not on every step, so dragging does not fire a search per kilometre.
import { useEffect, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MAX_RADIUS_KM, MIN_RADIUS_KM } from './criteria';

export function RadiusSlider({ value, onChange }: { value: number; onChange: (radiusKm: number) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <Slider
      className="mt-3"
      minValue={MIN_RADIUS_KM}
      maxValue={MAX_RADIUS_KM}
      step={1}
      value={shown}
      onChange={setShown}
      onChangeEnd={onChange}
    >
      <div className="flex justify-between text-sm font-medium text-ink-700">
        <Label>{t('eventSearch.radius')}</Label>
        <SliderOutput>
          {({ state }) => t('eventSearch.radiusValue', { count: state.getThumbValue(0) })}
        </SliderOutput>
      </div>
      <SliderTrack className="relative mt-2 h-8 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-ink-100" />
            <div
              className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            {/* No aria-label: the thumb is named by the slider's Label; both would read "Radius Radius". */}
            <SliderThumb className="top-1/2 size-6 rounded-full border-2 border-brand-600 bg-white shadow outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-200" />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
