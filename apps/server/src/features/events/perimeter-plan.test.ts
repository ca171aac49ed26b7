import { describe, expect, it } from 'vitest';
import { chooseFromSample, SAMPLE_SIZE } from './perimeter-plan.js';

describe('chooseFromSample', () => {
  it('reads the box when the time window holds fewer events than the sample', () => {
    expect(chooseFromSample(500, SAMPLE_SIZE - 1, 25)).toBe('box');
  });

  it('walks start order when enough sampled events fall in the box', () => {
    expect(chooseFromSample(SAMPLE_SIZE, SAMPLE_SIZE, 25)).toBe('time');
    expect(chooseFromSample(2, SAMPLE_SIZE, 25)).toBe('time');
  });

  it('reads the box when few do, and earlier for deeper pages', () => {
    expect(chooseFromSample(0, SAMPLE_SIZE, 25)).toBe('box');
    expect(chooseFromSample(1, SAMPLE_SIZE, 25)).toBe('box');
    expect(chooseFromSample(2, SAMPLE_SIZE, 525)).toBe('box');
  });
});
