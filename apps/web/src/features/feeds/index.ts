// What other features may use of the feeds feature (decision 015: features import each other only here).
export { type Feed, feedKeys, useFeeds } from './api';
