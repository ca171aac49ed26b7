import { describe, expect, it, vi } from 'vitest';
import { storedKeysChanges } from './device-storage';

describe('storedKeysChanges', () => {
  it("calls listeners on this tab's writes, on other tabs' changes of its keys and on a cleared storage only", () => {
    const changes = storedKeysChanges(['savedEvents', 'savedSources']);
    const listener = vi.fn();
    const unsubscribe = changes.subscribe(listener);

    changes.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'savedSources' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'alerts' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    changes.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'savedEvents' }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('listens to the window only while someone listens', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const changes = storedKeysChanges(['alerts']);
    const first = changes.subscribe(() => {});
    const second = changes.subscribe(() => {});
    first();
    expect(remove).not.toHaveBeenCalledWith('storage', expect.anything());
    second();
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    add.mockRestore();
    remove.mockRestore();
  });
});
