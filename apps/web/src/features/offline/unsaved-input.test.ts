import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedInput, watchFormInput } from './unsaved-input';

describe('hasUnsavedInput', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function formWithField(): { form: HTMLFormElement; input: HTMLInputElement } {
    document.body.innerHTML = '<form><input name="title" /><button type="submit">Save</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    return { form, input: document.querySelector('input') as HTMLInputElement };
  }

  it('is false for a form nobody typed into', () => {
    stop = watchFormInput(document);
    formWithField();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is true once a field of a form got input, until the form is submitted', () => {
    stop = watchFormInput(document);
    const { form, input } = formWithField();
    input.value = 'Demo';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
    form.requestSubmit();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is false again once the form left the page (navigation)', () => {
    stop = watchFormInput(document);
    const { input } = formWithField();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.innerHTML = '';
    expect(hasUnsavedInput()).toBe(false);
  });

  it('ignores input outside forms', () => {
    stop = watchFormInput(document);
    document.body.innerHTML = '<input />';
    document.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);
  });
});
