// What other features may use of source administration (decision 015: features import each other only here).
export { useOwnSources } from './api';
