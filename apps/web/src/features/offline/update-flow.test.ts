import { describe, expect, it } from 'vitest';
import { nextUpdateState, type UpdateEvent, type UpdatePrompt } from './update-flow';

function run(events: UpdateEvent[], from: UpdatePrompt = 'none') {
  const effects: string[] = [];
  let state = from;
  for (const event of events) {
    const next = nextUpdateState(state, event);
    state = next.state;
    if (next.effect !== 'none') effects.push(next.effect);
  }
  return { state, effects };
}

describe('the update prompt (issue 14)', () => {
  it('a waiting version asks the user and does nothing else', () => {
    expect(run([{ type: 'waiting' }])).toEqual({ state: 'available', effects: [] });
  });

  it('Reload without form input activates the new version, and the page reloads once it controls it', () => {
    expect(
      run([
        { type: 'waiting' },
        { type: 'reloadClicked', hasUnsavedInput: false },
        { type: 'controlling', hasUnsavedInput: false },
      ]),
    ).toEqual({ state: 'reloading', effects: ['activateWaiting', 'reloadPage'] });
  });

  it('Reload under a half-filled form first says that the input would be lost', () => {
    expect(run([{ type: 'waiting' }, { type: 'reloadClicked', hasUnsavedInput: true }])).toEqual({
      state: 'wouldLoseInput',
      effects: [],
    });
    expect(
      run([
        { type: 'waiting' },
        { type: 'reloadClicked', hasUnsavedInput: true },
        { type: 'reloadAnywayClicked' },
      ]),
    ).toEqual({ state: 'reloading', effects: ['activateWaiting'] });
  });

  it('the user accepting in the tab reloads even under a form: they were told', () => {
    expect(run([{ type: 'controlling', hasUnsavedInput: true }], 'reloading').effects).toEqual([
      'reloadPage',
    ]);
  });

  it('Later closes the prompt; another tab’s update then reloads only a page without form input', () => {
    expect(run([{ type: 'waiting' }, { type: 'laterClicked' }])).toEqual({ state: 'none', effects: [] });
    expect(run([{ type: 'controlling', hasUnsavedInput: false }]).effects).toEqual(['reloadPage']);
    expect(run([{ type: 'controlling', hasUnsavedInput: true }])).toEqual({
      state: 'wouldLoseInput',
      effects: [],
    });
  });

  it('clicks that do not belong to the shown prompt change nothing', () => {
    expect(run([{ type: 'reloadClicked', hasUnsavedInput: false }])).toEqual({ state: 'none', effects: [] });
    expect(run([{ type: 'reloadAnywayClicked' }], 'available')).toEqual({ state: 'available', effects: [] });
    expect(run([{ type: 'laterClicked' }, { type: 'waiting' }], 'reloading')).toEqual({
      state: 'reloading',
      effects: [],
    });
  });
});
