// Whether the page holds form input that a reload would lose (issue 14: an update never reloads the
// page from under a half-filled form). React keeps a controlled field's default equal to its value, so
// the fields cannot tell; instead a form counts as touched from the first typed input until it is
// submitted or leaves the page.
const touched = new Set<HTMLFormElement>();

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return target.form ?? target.closest('form');
  return target.closest('form');
}

function onInput(event: Event): void {
  const form = formOf(event.target);
  if (form) touched.add(form);
}

function onSubmit(event: Event): void {
  if (event.target instanceof HTMLFormElement) touched.delete(event.target);
}

/** Starts watching `root` (the document) for typed input; returns the function that stops it. */
export function watchFormInput(root: Document = document): () => void {
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    root.removeEventListener('submit', onSubmit, true);
    touched.clear();
  };
}

export function hasUnsavedInput(): boolean {
  for (const form of touched) {
    if (!form.isConnected) touched.delete(form);
  }
  return touched.size > 0;
}
