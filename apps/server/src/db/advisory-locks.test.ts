import { describe, expect, it } from 'vitest';
import { FEEDS } from '../crawl/feeds/index.js';
import {
  CELL_COUNTS_FOLD_LOCK_KEY,
  DAY_COUNTS_FOLD_LOCK_KEY,
  FEED_SETUP_LOCK_KEY,
  feedApplyLockKey,
  feedClaimLockKey,
  GAZETTEER_LOCK_KEY,
  SEED_LOCK_KEY,
} from './advisory-locks.js';

describe('advisory lock keys', () => {
  it('gives every lock of every registered feed, and each lock of the app, a key of its own', () => {
    const feeds = Object.keys(FEEDS);
    const keys = [
      GAZETTEER_LOCK_KEY,
      SEED_LOCK_KEY,
      FEED_SETUP_LOCK_KEY,
      DAY_COUNTS_FOLD_LOCK_KEY,
      CELL_COUNTS_FOLD_LOCK_KEY,
      ...feeds.map(feedApplyLockKey),
      ...feeds.map(feedClaimLockKey),
    ];
    expect(feeds.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
