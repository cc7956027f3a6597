import type { Effect } from "../shared/effects";

/** Known looks (x-animate's preset attribute): settings an attribute given as well overrides. Pure. */
export const PRESETS = ["none", "column-fade", "recent-posts"] as const;
export type Preset = (typeof PRESETS)[number];

export interface AnimateSettings {
  effect: Effect;
  trigger: "enter" | "scroll";
  topOffset: number;
  bottomOffset: number;
  delay: number;
  duration: number;
  stagger: number;
  once: boolean;
  /** Play when the element's top crosses this percentage of the viewport height (a waypoint), instead of the band. */
  waypoint: number | null;
}

/** What each preset sets; `waypoint` only a preset sets. */
const PRESET_SETTINGS: Record<Preset, Partial<AnimateSettings>> = {
  none: {},
  "column-fade": { effect: "slide-up", trigger: "enter", once: true, waypoint: 65 },
  "recent-posts": { effect: "fade-in", trigger: "enter", once: true, stagger: 90, duration: 750, waypoint: 75 },
};

/**
 * The settings in force: the preset's, except for the attributes the page wrote (`given` holds their property
 * names), which win.
 */
export function animateSettings(
  preset: Preset,
  attributes: Omit<AnimateSettings, "waypoint">,
  given: (property: keyof AnimateSettings) => boolean,
): AnimateSettings {
  const settings: AnimateSettings = { ...attributes, waypoint: null };
  const chosen = PRESET_SETTINGS[preset];
  for (const key of Object.keys(chosen) as Array<keyof AnimateSettings>) {
    if (key === "waypoint" || !given(key)) Object.assign(settings, { [key]: chosen[key] });
  }
  return settings;
}
