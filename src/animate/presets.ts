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

/** The settings a preset may give: an attribute that is absent (null) leaves them to it. */
export type Presettable = "effect" | "trigger" | "once" | "stagger" | "duration";

/** The attributes' parsed values: null for a presettable one the page did not write. */
export type AnimateAttributes = Omit<AnimateSettings, "waypoint" | Presettable> & { [K in Presettable]: AnimateSettings[K] | null };

/** What a presettable setting is when neither the page nor the preset gives it (the attributes' descriptions say so). */
const DEFAULTS: Pick<AnimateSettings, Presettable> = { effect: "fade-in", trigger: "enter", once: false, stagger: 0, duration: 600 };

/** The settings in force: each attribute the page wrote, else the preset's setting, else the default. */
export function animateSettings(preset: Preset, attributes: AnimateAttributes): AnimateSettings {
  const chosen = PRESET_SETTINGS[preset];
  const { topOffset, bottomOffset, delay } = attributes;
  return {
    topOffset,
    bottomOffset,
    delay,
    effect: attributes.effect ?? chosen.effect ?? DEFAULTS.effect,
    trigger: attributes.trigger ?? chosen.trigger ?? DEFAULTS.trigger,
    once: attributes.once ?? chosen.once ?? DEFAULTS.once,
    stagger: attributes.stagger ?? chosen.stagger ?? DEFAULTS.stagger,
    duration: attributes.duration ?? chosen.duration ?? DEFAULTS.duration,
    waypoint: chosen.waypoint ?? null,
  };
}
