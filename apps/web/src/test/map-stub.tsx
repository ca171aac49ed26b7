// jsdom has no WebGL, so screen tests swap the lazy MapLibre map for this stand-in: the same
// accessible region, with the markers listed so tests can check what the map would show.
import type { MapProps } from '../components/map/map-types';

export function MapViewStub({ ariaLabel, markers, onMarkerClick }: MapProps) {
  return (
    <section aria-label={ariaLabel}>
      <ul>
        {markers.map((marker) => (
          <li key={`${marker.id}-${marker.lng}-${marker.lat}`}>
            <button type="button" onClick={() => onMarkerClick?.(marker.id)} data-color={marker.color}>
              {marker.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
