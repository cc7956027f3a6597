/** Desktop dropdowns or the mobile collapse: the mode a menu runs in. */
export type MenuMode = "desktop" | "mobile";

export interface ModeInput {
  /** The `mode` attribute: "auto" decides from the viewport (and, for x-menu, the pointer). */
  mode: "auto" | "desktop" | "mobile";
  breakpoint: number;
  width: number;
  touch: boolean;
  /**
   * x-menu (the theme's rule): mobile is a width of at most breakpoint − 0.02 px (978.98 for 979) with a touch
   * pointer. x-mega-menu (UberMenu's): a width at or below the breakpoint, whatever the pointer.
   */
  needsTouch: boolean;
}

export function menuMode({ mode, breakpoint, width, touch, needsTouch }: ModeInput): MenuMode {
  if (mode !== "auto") return mode;
  if (needsTouch) return width <= breakpoint - 0.02 && touch ? "mobile" : "desktop";
  return width <= breakpoint ? "mobile" : "desktop";
}

/** Whether the device has a touch screen (its primary pointer or any other is coarse, or it reports touch points). */
export function hasTouch(): boolean {
  return navigator.maxTouchPoints > 0 || matchMedia("(any-pointer: coarse)").matches;
}

/** The viewport's width in CSS pixels, as media queries see it. */
export function viewportWidth(): number {
  return window.innerWidth;
}
