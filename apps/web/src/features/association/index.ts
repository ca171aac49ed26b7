// What other features may use of the association feature (decision 015: features import each other only here).
export { exportFeedSubscriptionUrl, exportFeedUrl } from './export-feeds';
