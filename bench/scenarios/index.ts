// Every scenario the runner knows, in the order `npm run bench` lists them. Add new ones here.

import { adminScenario } from './admin.js';
import { analysisScenario } from './analysis.js';
import { crawlScenario } from './crawl.js';
import { duplicatesScenario } from './duplicates.js';
import { eventImportScenario } from './event-import.js';
import { eventSearchScenario } from './event-search.js';
import { exportFeedsScenario } from './export-feeds.js';
import { lighthouseScenario } from './lighthouse.js';
import { maintenanceScenario } from './maintenance.js';
import { mapMarkersScenario } from './map-markers.js';
import { pushFanoutScenario } from './push-fanout.js';
import type { Scenario } from './scenario.js';
import { seedScenario } from './seed.js';
import { sustainedScenario } from './sustained.js';
import { upcomingIndexScenario } from './upcoming-index.js';

export const SCENARIOS: readonly Scenario[] = [
  seedScenario,
  mapMarkersScenario,
  eventSearchScenario,
  crawlScenario,
  analysisScenario,
  adminScenario,
  exportFeedsScenario,
  pushFanoutScenario,
  eventImportScenario,
  maintenanceScenario,
  sustainedScenario,
  lighthouseScenario,
  upcomingIndexScenario,
  duplicatesScenario,
];
