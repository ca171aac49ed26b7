// Public entry of the analysis feature (decision 015): the screen's panel and its URL state.
export { AnalysisPanel } from './analysis-panel';
export {
  type Analysis,
  analysisFromUrl,
  analysisToUrl,
  DEFAULT_OPTIONS,
  newQuery,
  URL_PARAM,
} from './analysis-state';
