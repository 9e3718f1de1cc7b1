import { screen, within } from '@testing-library/react';

/**
 * The toast region (Radix Toast, "Notifications (F8)" in any language) appears with the first toast: the
 * Toaster fetches it then. `hidden`: a modal dialog hides the rest of the page from the accessibility tree.
 */
const REGION = { name: /\(F8\)/, hidden: true } as const;

/** A toast saying `text`, once the region and the toast are on screen. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  return within(await screen.findByRole('region', REGION)).findByText(text);
}

/** Everything the toasts say right now; empty before the first toast. */
export function toastText(): string {
  return screen.queryByRole('region', REGION)?.textContent ?? '';
}
