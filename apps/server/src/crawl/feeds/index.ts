// Every feed the crawler knows, by name (the CLI's and GET /v1/feeds' vocabulary).
import type { FeedAdapter, FeedName } from '../feed.js';
import { berlinFeed } from './berlin.js';
import { demokrateamFeed } from './demokrateam.js';
import { dresdenFeed } from './dresden.js';
import { friedenskooperativeFeed } from './friedenskooperative.js';

export const FEEDS: Readonly<Record<FeedName, FeedAdapter>> = Object.freeze({
  berlin: berlinFeed,
  dresden: dresdenFeed,
  friedenskooperative: friedenskooperativeFeed,
  demokrateam: demokrateamFeed,
});
