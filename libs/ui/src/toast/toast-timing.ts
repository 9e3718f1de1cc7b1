/** How toasts behave (spec §9): one at a time, 5 s on screen, swiped away past 50 px, F8 to reach them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** A dismissed toast leaves the queue this long after closing (its exit animation has long finished). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = ['F8'] as const;
