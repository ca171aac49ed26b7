// What other features may use of the events feature (decision 015: features import each other only here).
export { eventQueryKeys } from './api';
export { formatEventDateTime, formatEventShort } from './format';
