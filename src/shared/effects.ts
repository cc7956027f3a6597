/**
 * The entrance effects elements share (x-animate's effect, x-feature-box's graphic animation), as CSS generated
 * from a few numbers. Pure: no DOM, no React.
 *
 * An effect is a style as a function of its amount, from 0 (the start: hidden, moved away) to 1 (the element as the
 * page styled it). Entrance effects jump between the two ends with a transition; scroll-driven ones set the amount
 * from the scroll.
 */
export const EFFECTS = ["fade-in", "slide-up", "slide-down", "slide-left", "slide-right", "zoom", "flip", "none"] as const;
export type Effect = (typeof EFFECTS)[number];

/** The effects, for descriptions in declarations. */
export const EFFECTS_DESCRIPTION =
  "fade-in, slide-up (rises into place), slide-down, slide-left (moves in leftward, from the right), slide-right, zoom (grows from 80%), flip (turns in about its horizontal axis) or none (nothing moves: a theme styles it by its states or --x-progress)";

/** The states of an entrance effect: x-animate's custom states, x-feature-box's graphic's data-state. */
export type EffectState = "enter" | "entering" | "exit" | "exiting";

interface EffectStyle {
  opacity?: string;
  transform?: string;
}

const DISTANCE = "var(--x-effect-distance, 2rem)";
const rest = (amount: string) => `(1 - ${amount})`;

const EFFECT_STYLES: Record<Effect, (amount: string) => EffectStyle> = {
  "fade-in": (a) => ({ opacity: a }),
  "slide-up": (a) => ({ opacity: a, transform: `translateY(calc(${DISTANCE} * ${rest(a)}))` }),
  "slide-down": (a) => ({ opacity: a, transform: `translateY(calc(-1 * ${DISTANCE} * ${rest(a)}))` }),
  "slide-left": (a) => ({ opacity: a, transform: `translateX(calc(${DISTANCE} * ${rest(a)}))` }),
  "slide-right": (a) => ({ opacity: a, transform: `translateX(calc(-1 * ${DISTANCE} * ${rest(a)}))` }),
  zoom: (a) => ({ opacity: a, transform: `scale(calc(0.8 + 0.2 * ${a}))` }),
  flip: (a) => ({ opacity: a, transform: `perspective(40rem) rotateX(calc(80deg * ${rest(a)}))` }),
  none: () => ({}),
};

/** The declarations of an effect at an amount: a number, or a CSS expression (`min(1, var(--x-progress) * 2)`). */
export function effectDeclarations(effect: Effect, amount: string): string {
  const style = EFFECT_STYLES[effect](amount);
  return [style.opacity && `opacity: ${style.opacity};`, style.transform && `transform: ${style.transform};`].filter(Boolean).join(" ");
}

export interface EntranceCss {
  effect: Effect;
  /** Selector of the element in a state, e.g. `:host(:state(enter))` or `[part="graphic"][data-state="enter"]`. */
  state: (state: EffectState) => string;
  /** What moves, after the state's selector: "" (the element itself) or ` ::slotted(*)`, its slotted children. */
  targets: string;
  duration: number;
  delay: number;
  /** Milliseconds between one target and the next (staggered children); with `count`, the targets to stagger. */
  stagger?: number;
  count?: number;
}

/**
 * CSS for an entrance: `exit` and `exiting` hold the effect's start, `entering` and `exiting` transition. Only
 * without a wish for reduced motion: with one, everything shows as the page styled it, at once.
 */
export function entranceCss({ effect, state, targets, duration, delay, stagger = 0, count = 0 }: EntranceCss): string {
  const start = effectDeclarations(effect, "0");
  if (!start) return "";
  const moving = `${state("entering")}${targets}, ${state("exiting")}${targets}`;
  const rules = [
    `${state("exit")}${targets}, ${state("exiting")}${targets} { ${start} }`,
    `${moving} { transition: opacity ${duration}ms ease-out ${delay}ms, transform ${duration}ms ease-out ${delay}ms; }`,
  ];
  if (stagger > 0 && targets.includes("::slotted")) {
    for (let index = 1; index < count; index++) {
      const itemDelay = delay + index * stagger;
      const item = targets.replace("::slotted(*)", `::slotted(:nth-child(${index + 1}))`);
      rules.push(`${state("entering")}${item}, ${state("exiting")}${item} { transition-delay: ${itemDelay}ms; }`);
    }
  }
  return `@media (prefers-reduced-motion: no-preference) {\n${rules.join("\n")}\n}`;
}

/** How long an entrance takes, from its start to the last target's end. */
export function entranceTime(duration: number, delay: number, stagger = 0, count = 1): number {
  return delay + duration + stagger * Math.max(0, count - 1);
}

/**
 * The next state of an entrance, where `inside` tells whether the element is where its entrance plays. Unknown at
 * first (null): an element that is already inside, or anywhere in the viewport (`visible`), when it upgrades is shown
 * as it is, without moving (hiding it to bring it back would make it flash); one out of view waits, hidden, at its
 * start. `once` keeps an element that entered from ever leaving.
 */
export function nextEffectState(current: EffectState | null, inside: boolean, once: boolean, visible = false): EffectState {
  if (current === null) return inside || visible ? "enter" : "exit";
  if (inside) return current === "exit" || current === "exiting" ? "entering" : current;
  if (once && (current === "enter" || current === "entering")) return current;
  return current === "enter" || current === "entering" ? "exiting" : current;
}

/** The state an entrance settles in once its transition has run. */
export function settledState(state: EffectState): EffectState {
  return state === "entering" ? "enter" : state === "exiting" ? "exit" : state;
}
