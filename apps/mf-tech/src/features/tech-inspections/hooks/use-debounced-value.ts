import { useEffect, useState } from 'react';

/** A pause this long usually ends a word; asking the server on every keystroke would queue requests on a weak signal. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delayMs` (the server's search follows the typing, not each key). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
