import { describe, expect, it } from 'vitest';
import { chooseFromSample, SAMPLE_SIZE } from './perimeter-plan.js';

describe('chooseFromSample', () => {
  it('walks start order when many sampled events fall in the box', () => {
    expect(chooseFromSample(SAMPLE_SIZE, SAMPLE_SIZE, 25)).toBe('time');
    expect(chooseFromSample(10, SAMPLE_SIZE, 25)).toBe('time');
  });

  it('reads the box when few do: their share is too small, or too uncertain, to walk start order', () => {
    expect(chooseFromSample(0, SAMPLE_SIZE, 25)).toBe('box');
    expect(chooseFromSample(9, SAMPLE_SIZE, 25)).toBe('box');
    expect(chooseFromSample(9, 20, 25)).toBe('box');
  });

  it('reads the box earlier for deeper pages', () => {
    expect(chooseFromSample(10, SAMPLE_SIZE, 525)).toBe('box');
    expect(chooseFromSample(200, SAMPLE_SIZE, 525)).toBe('time');
  });

  it('applies the same rule to a time window smaller than the sample', () => {
    expect(chooseFromSample(300, 400, 25)).toBe('time');
  });
});
