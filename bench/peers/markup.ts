/**
 * What the peer elements show: the same markup and the same CSS as x-countdown, x-rating and the effect elements
 * (x-counter, x-skill-bar, x-animate, x-parallax, x-flip-card, x-cta, x-feature-box, x-tooltip, x-popover) render
 * (with their default attributes), so the benchmark compares the cost of the element technology and not of different
 * output. The elements' pure helpers (number formats, percentages, effect CSS) and the shared
 * in-view observers are imported as they are: they hold no React, and a hand-written element would need the same.
 */
import ANIMATE_CSS from "../../src/animate/animate.css?inline";
import COUNTDOWN_CSS from "../../src/countdown/countdown.css?inline";
import COUNTER_CSS from "../../src/counter/counter.css?inline";
import CTA_CSS from "../../src/cta/cta.css?inline";
import CTA_LIGHT_CSS from "../../src/cta/cta.light.css?inline";
import FEATURE_BOX_CSS from "../../src/feature-box/feature-box.css?inline";
import FLIP_CARD_CSS from "../../src/flip-card/flip-card.css?inline";
import PARALLAX_CSS from "../../src/parallax/parallax.css?inline";
import RATING_CSS from "../../src/rating/rating.css?inline";
import SKILL_BAR_CSS from "../../src/skill-bar/skill-bar.css?inline";
import PANEL_CSS from "../../src/tooltip/panel.css?inline";
import POPOVER_CSS from "../../src/tooltip/popover.css?inline";
import TOOLTIP_CSS from "../../src/tooltip/tooltip.css?inline";
import { STAR_PATH, starFills } from "../../src/rating/stars";

export {
  ANIMATE_CSS,
  COUNTDOWN_CSS,
  COUNTER_CSS,
  CTA_CSS,
  CTA_LIGHT_CSS,
  FEATURE_BOX_CSS,
  FLIP_CARD_CSS,
  PARALLAX_CSS,
  RATING_CSS,
  SKILL_BAR_CSS,
  STAR_PATH,
  starFills,
};

/** x-tooltip and x-popover adopt the shared panel's CSS, then their own. */
export const TOOLTIP_STYLES = PANEL_CSS + TOOLTIP_CSS;
export const POPOVER_STYLES = PANEL_CSS + POPOVER_CSS;

export const UNITS = [
  ["d", "Days"],
  ["h", "Hours"],
  ["m", "Minutes"],
  ["s", "Seconds"],
] as const;

export function countdownValues(end: number, now: number): number[] {
  let rest = Math.max(0, Math.ceil((end - now) / 1000));
  return [86400, 3600, 60, 1].map((size) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return value;
  });
}

export const pad = (value: number) => String(value).padStart(2, "0");

/** A unit as x-countdown renders it before its reel plays: one entry in the unit's window. */
export const unitMarkup = (unit: string, value: string, label: string) =>
  `<span part="unit" data-unit="${unit}" aria-hidden="true"><span class="window"><span class="reel"><span class="entry"><span part="value">${value}</span><span part="label">${label}</span></span></span></span></span>`;

/** Rate My Post's default texts of the five stars, as x-rating shows them. */
export const STAR_LABELS = ["Not at all useful", "Somewhat useful", "Useful", "Fairly useful", "Very useful"];
