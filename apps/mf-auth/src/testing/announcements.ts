/**
 * The live regions a screen reader would read `text` out of: alerts, status regions and aria-live
 * containers (not those marked aria-live="off"), counted once when nested. The toast's own announcement
 * (Radix renders it into a visually hidden live region for a second) counts like an inline alert.
 */
export function liveRegionsSaying(text: string): HTMLElement[] {
  const regions = Array.from(document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"], [aria-live]')).filter(
    (region) => region.getAttribute('aria-live') !== 'off' && (region.textContent ?? '').includes(text),
  );
  return regions.filter((region) => !regions.some((outer) => outer !== region && outer.contains(region)));
}
