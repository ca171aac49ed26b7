// The map's static preview (issue 18 'Fast pages', decision 052): Germany's outline as an image and the markers as dots,
// drawn where the interactive map's first view puts them, with a button that starts the map. Home shows it on narrow
// screens, where the map library (~310 KB compressed) and its start cost a phone seconds of its processor before the
// user has asked for more than where the events are. No script beyond this file: the outline is an SVG file.
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPosition } from './map-geometry';
import { GERMANY_VIEW, offsetFromCenter } from './map-projection';
import type { MapMarker } from './map-types';
import outlineUrl from './offline-basemap/germany-outline.svg';
import { OUTLINE_HALF_SIZE_PX } from './offline-basemap/outline-svg';

/** A dot's radius and white ring in CSS pixels: a little smaller than the map's single markers (8 and 2). */
const DOT_RADIUS_PX = 4;
const DOT_RING_PX = 1.5;

interface MapPreviewProps {
  markers: readonly MapMarker[];
  /** Starts the interactive map; without it the preview says the map is loading. */
  onShow?: () => void;
}

export function MapPreview({ markers, onShow }: MapPreviewProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useMarkerDots(canvasRef, markers);
  const picture = (
    <>
      <img
        src={outlineUrl}
        alt=""
        className="absolute max-w-none"
        style={{
          width: 2 * OUTLINE_HALF_SIZE_PX.width,
          height: 2 * OUTLINE_HALF_SIZE_PX.height,
          left: `calc(50% - ${OUTLINE_HALF_SIZE_PX.width}px)`,
          top: `calc(50% - ${OUTLINE_HALF_SIZE_PX.height}px)`,
        }}
      />
      <canvas ref={canvasRef} className="absolute inset-0 h-full w-full" />
    </>
  );
  const label =
    'absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full px-4 py-2 text-sm font-semibold shadow-md';
  if (onShow === undefined) {
    return (
      <div className="absolute inset-0">
        {picture}
        <p className={`${label} bg-white/95 text-ink-700`}>{t('map.loading')}</p>
      </div>
    );
  }
  return (
    <button type="button" onClick={onShow} className="group absolute inset-0 cursor-pointer">
      {picture}
      <span
        className={`${label} bg-brand-700 text-white group-hover:bg-brand-800 group-focus-visible:outline-2`}
      >
        {t('map.show')}
      </span>
    </button>
  );
}

/** Draws the markers on the canvas at the device's pixel density, again when the markers or the box's size change. */
function useMarkerDots(canvasRef: RefObject<HTMLCanvasElement | null>, markers: readonly MapMarker[]) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null || markers.length === 0) return;
    if (typeof ResizeObserver === 'undefined') {
      drawDots(canvas, { width: canvas.clientWidth, height: canvas.clientHeight }, markers);
      return;
    }
    // The observer also reports the size it starts with: that is the first drawing. Its size comes with the layout
    // the browser has just made; reading the canvas's would lay the page out again.
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) drawDots(canvas, entry.contentRect, markers);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef, markers]);
}

function drawDots(
  canvas: HTMLCanvasElement,
  { width, height }: { width: number; height: number },
  markers: readonly MapMarker[],
) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (context === null) return;
  context.scale(ratio, ratio);
  context.lineWidth = DOT_RING_PX;
  context.strokeStyle = '#ffffff';
  // One path per colour: a few fills instead of one per event (each is a long task's worth on a phone's software
  // canvas). Thousands of events share a few hundred spots at this zoom: each spot is drawn once.
  const spotsByColor = new Map<string, Set<string>>();
  for (const marker of markers) {
    if (!isValidPosition(marker)) continue;
    const offset = offsetFromCenter(marker, GERMANY_VIEW);
    const x = Math.round(width / 2 + offset.x);
    const y = Math.round(height / 2 + offset.y);
    if (x < 0 || y < 0 || x > width || y > height) continue;
    const spots = spotsByColor.get(marker.color) ?? new Set<string>();
    spotsByColor.set(marker.color, spots.add(`${x} ${y}`));
  }
  for (const [color, spots] of spotsByColor) {
    context.beginPath();
    for (const spot of spots) {
      const [x = 0, y = 0] = spot.split(' ').map(Number);
      context.moveTo(x + DOT_RADIUS_PX, y);
      context.arc(x, y, DOT_RADIUS_PX, 0, 2 * Math.PI);
    }
    context.fillStyle = color;
    context.fill();
    context.stroke();
  }
}
