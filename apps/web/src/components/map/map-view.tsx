// The shared map (markers, clusters, a march's route, a perimeter to pick). Screens import only
// this file: the MapLibre implementation and its library load lazily in a chunk of their own.
import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS_PX } from '../../constants';
import { whenIdle } from '../when-idle';
import { requestBasemapStyle } from './basemap-style';
import { MapPreview } from './map-preview';
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
  const StandIn = useContext(MapStandInContext);
  if (StandIn !== undefined) return <StandIn {...props} />;
  return <LazyMap {...props} />;
}

function LazyMap(props: MapProps) {
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const wanted = useWhenShownAndIdle(sectionRef);
  // Decided once per map: a phone turned to landscape keeps what the user has seen.
  const [previewing] = useState(() => props.previewOnNarrowScreens === true && isNarrowScreen());
  const [asked, setAsked] = useState(false);
  const loading = previewing ? (
    <MapPreview markers={props.markers} />
  ) : (
    <MapMessage text={t('map.loading')} />
  );
  function showMap() {
    setAsked(true);
    // The button goes: focus stays in the map's region, from where Tab reaches the map.
    sectionRef.current?.focus();
  }
  return (
    <section
      ref={sectionRef}
      aria-label={props.ariaLabel}
      tabIndex={previewing ? -1 : undefined}
      className={`relative isolate overflow-hidden bg-[#dfe7ee] outline-none ${props.className ?? 'h-80'}`}
    >
      <MapLoadBoundary fallback={<MapMessage text={t('map.unavailable')} />}>
        <Suspense fallback={loading}>
          {previewing && !asked ? (
            <MapPreview markers={props.markers} onShow={showMap} />
          ) : wanted ? (
            <MapLibreView {...props} />
          ) : (
            loading
          )}
        </Suspense>
      </MapLoadBoundary>
    </section>
  );
}

/** Below the wide layout's breakpoint (index.css 'm'), where home stacks its map above the list. */
function isNarrowScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    !window.matchMedia(`(min-width: ${BREAKPOINTS_PX.m}px)`).matches
  );
}

/** A map starts to load once any of it is on screen (a margin would load the event page's map on a phone unseen). */
const NEAR_VIEWPORT = '0px';
/**
 * The longest the map waits for the browser to be idle once it is on screen: shorter than unseen work's wait
 * (when-idle.ts), as the user is looking at the map's loading box meanwhile.
 */
const MAP_IDLE_TIMEOUT_MS = 1_500;

/**
 * True once the element is near the viewport and the browser has been idle (issue 18 "Fast pages"): the map's
 * library (~310 KB compressed) and its start keep the main thread busy for seconds on a phone, so the page's text
 * is shown and usable first, and a map below the fold (an event page on a phone) loads only when scrolled to.
 */
function useWhenShownAndIdle(ref: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (ready || element === null) return;
    const readyWhenIdle = () => whenIdle(() => setReady(true), MAP_IDLE_TIMEOUT_MS);
    if (typeof IntersectionObserver === 'undefined') return readyWhenIdle();
    let cancelIdleWait: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdleWait = readyWhenIdle();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdleWait?.();
    };
  }, [ready, ref]);
  return ready;
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
