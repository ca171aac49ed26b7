// Spec §2 "Event create and edit form: a slider and a perimeter selection on a map": a click (or
// Enter on the focused map) adds a place; the places are drawn as a numbered route, and the slider
// sizes the circle shown around the assembly point.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf, type LngLat, type MapMarker, MapView } from '../../components/map';
import {
  type AddressField,
  addLocation,
  type LocationDraft,
  locationAt,
  moveLocation,
  removeLocation,
  updateLocation,
} from './event-locations';
import { LocationList } from './location-list';

/** The circle's first size: the similar-events radius of spec §9, a walkable area. */
const INITIAL_AREA_RADIUS_KM = 2;
const ROUTE_COLOR = '#1d4ed8';

export interface AreaSliderProps {
  value: number;
  onChange: (radiusKm: number) => void;
}

export function LocationPicker({
  locations,
  onChange,
  defaultCountry,
  renderAreaSlider,
  error,
}: {
  locations: readonly LocationDraft[];
  onChange: (locations: LocationDraft[]) => void;
  /** The country a new place starts with (the source's). */
  defaultCountry: string;
  renderAreaSlider: (props: AreaSliderProps) => ReactNode;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [radiusKm, setRadiusKm] = useState(INITIAL_AREA_RADIUS_KM);
  // Fit the map to the loaded places once; later clicks must not make the map jump.
  const [initialBounds] = useState(() => boundsOf(locations));
  const markers: MapMarker[] = locations.map((location, index) => ({
    id: index + 1,
    lng: location.lng,
    lat: location.lat,
    color: ROUTE_COLOR,
    title: t('eventAdmin.locationNumber', { number: index + 1 }),
  }));
  const [first] = locations;
  const add = (point: LngLat) => onChange(addLocation(locations, locationAt(point, defaultCountry)));
  const move = (key: string, step: -1 | 1) => onChange(moveLocation(locations, key, step));
  const remove = (key: string) => onChange(removeLocation(locations, key));
  const change = (key: string, field: AddressField, value: string) =>
    onChange(updateLocation(locations, key, field, value));

  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-bold text-ink-900">{t('eventAdmin.locations')}</legend>
      <p className="mt-1 text-sm text-ink-500">{t('eventAdmin.locationsHint')}</p>
      {error !== undefined && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
      <MapView
        ariaLabel={t('eventAdmin.mapLabel')}
        markers={markers}
        markerMode="route"
        onPick={add}
        fitBounds={initialBounds}
        perimeter={first === undefined ? undefined : { center: { lng: first.lng, lat: first.lat }, radiusKm }}
        className="mt-3 h-72 rounded-2xl m:h-96"
      />
      {first !== undefined && (
        <div className="mt-2">
          {renderAreaSlider({ value: radiusKm, onChange: setRadiusKm })}
          <p className="text-sm text-ink-500">{t('eventAdmin.areaHint')}</p>
        </div>
      )}
      <div className="mt-3">
        <LocationList locations={locations} onMove={move} onRemove={remove} onChange={change} />
      </div>
    </fieldset>
  );
}
