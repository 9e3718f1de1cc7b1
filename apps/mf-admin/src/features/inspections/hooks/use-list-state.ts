import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@irrigo/router';
import { readListState, writeListState, type ListState } from '../list-state';

/**
 * The list's state from the address, and a setter that writes changes back to it. Changes replace the
 * history entry (Back leaves the list rather than stepping through every keystroke and page), and two changes
 * made in one event (the table's new order, then its "back to page 1") build on each other instead of the
 * second undoing the first.
 */
export function useListState(): [ListState, (changes: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const state = useMemo(() => readListState(params), [params]);

  const update = useCallback(
    (changes: Partial<ListState>) => {
      const next = writeListState(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return [state, update];
}
