// The shared map (markers, clusters, a march's route, a perimeter to pick). Screens import only
// this file: the MapLibre implementation and its library load lazily in a chunk of their own.
import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';
import { useTranslation } from 'react-i18next';
import { requestBasemapStyle } from './basemap-style';
import type { MapProps } from './map-types';

// The basemap's style is fetched while the chunk loads, not after it (decision 038).
const MapLibreView = lazy(() => {
  void requestBasemapStyle();
  return import('./maplibre-map');
});

const MapStandInContext = createContext<ComponentType<MapProps> | undefined>(undefined);
/** Draws every MapView below it with the given component instead of MapLibre: jsdom has no WebGL. */
export const MapStandIn = MapStandInContext.Provider;

export function MapView(props: MapProps) {
  const { t } = useTranslation();
  const StandIn = useContext(MapStandInContext);
  if (StandIn !== undefined) return <StandIn {...props} />;
  return (
    <section
      aria-label={props.ariaLabel}
      className={`relative isolate overflow-hidden bg-[#dfe7ee] ${props.className ?? 'h-80'}`}
    >
      <MapLoadBoundary fallback={<MapMessage text={t('map.unavailable')} />}>
        <Suspense fallback={<MapMessage text={t('map.loading')} />}>
          <MapLibreView {...props} />
        </Suspense>
      </MapLoadBoundary>
    </section>
  );
}

function MapMessage({ text }: { text: string }) {
  return (
    <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-ink-700">{text}</p>
  );
}

/** A map chunk that fails to load (offline before it was cached) must not take the screen with it. */
class MapLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Map could not load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
