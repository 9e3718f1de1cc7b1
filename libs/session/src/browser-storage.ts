/**
 * localStorage access that never throws: storage can be full, disabled (privacy modes) or hold values
 * written by an older build. A stored JSON value that fails to parse or to validate is removed, so one
 * corrupt entry cannot break every later page load (spec §4: a corrupt stored value is discarded).
 */
export function readStoredJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // Falls through to removal below.
  }
  removeStored(key);
  return null;
}

export function writeStoredJson(key: string, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The in-memory store still holds the value for this page.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
