/** Below this width the office frame is the phone layout: bottom bar instead of the sidebar (spec §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Tabs the phone bottom bar shows; the rest go in the menu. */
export const MOBILE_BOTTOM_BAR_MAX_ITEMS = 4;
