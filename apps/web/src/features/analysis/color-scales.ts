// Colour scales of the density map (spec §2 chart option "color scale"), sparse to dense. The dense ends are dark
// enough to stand out on the light basemap.
import type { ColorScale } from './analysis-state';

export const COLOR_SCALE_STOPS: Readonly<Record<ColorScale, readonly string[]>> = {
  heat: ['#fde68a', '#f59e0b', '#dc2626', '#7f1d1d'],
  viridis: ['#5ec962', '#21918c', '#3b528b', '#440154'],
  blues: ['#93c5fd', '#3b82f6', '#1d4ed8', '#1e3a8a'],
};
