// Hands a value on only once the user has stopped changing it for a moment, so a date typed from
// the keyboard starts one search, not one per keystroke (issue 20 item 1).
import { useCallback, useEffect, useRef } from 'react';
import { TYPED_DATE_SETTLE_MS } from '../../constants';

export function useSettledCommit<T>(commit: (value: T) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const schedule = useCallback(
    (value: T) => {
      cancel();
      timer.current = setTimeout(() => latestCommit.current(value), TYPED_DATE_SETTLE_MS);
    },
    [cancel],
  );
  return { schedule, cancel };
}
