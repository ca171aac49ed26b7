// Issue 20: a form sent with problems moves the focus to its first invalid field (in the order of the
// page), so the user lands on what to fix instead of staying on the button at the bottom. Fields mark
// themselves with aria-invalid="true"; a group without a control of its own (topic pickers) with
// data-invalid="true", and the focus then goes to its first control.
import { useCallback, useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the first invalid field of the form; false when none is marked. */
export function focusFirstInvalid(form: HTMLElement): boolean {
  const marked = form.querySelector<HTMLElement>(INVALID);
  if (marked === null) return false;
  const target = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? marked).focus();
  return true;
}

/**
 * For forms that show their messages on the next render: `formRef` goes on the form, and
 * `requestFocus()` after setting the messages focuses the first invalid field once they show.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0 && formRef.current !== null) focusFirstInvalid(formRef.current);
  }, [request]);
  const requestFocus = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, requestFocus };
}
