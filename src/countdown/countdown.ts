/** Pure countdown arithmetic: no React, no DOM. */
import { formatValue, spokenTimeLeft, unitLabel, type Labels } from "./countdown-words";
import { loadedTemplateParser } from "./template-loader";
import { ALL_UNITS, type Unit } from "./units";

export { ALL_UNITS, type Unit };
const SECONDS_IN: Record<Unit, number> = { d: 86400, h: 3600, m: 60, s: 1 };

/**
 * The accessible text's template: `accessible-text`, or the deprecated `aria-text` (its old name, which checkers
 * such as axe take for an ARIA attribute that does not exist) when only that one is set; "" for the built-in text.
 */
export function accessibleTemplate(accessibleText: string, deprecatedAriaText: string): string {
  return accessibleText || deprecatedAriaText;
}

export type UnitValues = Record<Unit, number>;

/** Whole seconds left, counting a started second as a full one, so the display reaches 0 exactly at the end. */
export function remainingSeconds(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/**
 * Splits seconds into the shown units. The amount of a unit that is not shown rolls into the next smaller
 * shown one (without days, 2 days are 48 hours); units not shown are 0.
 */
export function splitSeconds(total: number, shown: readonly Unit[]): UnitValues {
  const values: UnitValues = { d: 0, h: 0, m: 0, s: 0 };
  let rest = total;
  for (const unit of ALL_UNITS) {
    if (!shown.includes(unit)) continue;
    values[unit] = Math.floor(rest / SECONDS_IN[unit]);
    rest -= values[unit] * SECONDS_IN[unit];
  }
  return values;
}

/**
 * Units that are empty and should disappear: days once days are 0, hours once days and hours are 0, minutes once
 * days, hours and minutes are 0. Seconds never.
 */
export function emptyUnits(values: UnitValues): Unit[] {
  const empty: Unit[] = [];
  if (values.d === 0) empty.push("d");
  if (values.d === 0 && values.h === 0) empty.push("h");
  if (values.d === 0 && values.h === 0 && values.m === 0) empty.push("m");
  return empty;
}

/**
 * The accessible text, at minute resolution so screen readers are not told every second: the built-in one (an
 * empty template, or one whose parser has not loaded) tells the days, hours and minutes left in the language; a
 * page's template (accessible-template.ts) is filled, in the language's digits and plural forms, from the time left
 * rounded down to the minute, split into the units shown and the units the text names (so that "3 days, 4 hours"
 * stays true when only seconds show).
 */
export function accessibleText(template: string, total: number, shown: readonly Unit[], language: string): string {
  const minutes = total - (total % 60);
  const parser = loadedTemplateParser();
  if (template === "" || !parser) return spokenTimeLeft(splitSeconds(minutes, ["d", "h", "m"]), language);
  const named = parser.templateUnits(template);
  return parser.fillTemplate(
    template,
    splitSeconds(
      minutes,
      ALL_UNITS.filter((unit) => shown.includes(unit) || named.includes(unit)),
    ),
    language,
  );
}

/** Parses the `units` attribute: a space-separated subset of d h m s, returned in d h m s order. */
export function parseUnits(raw: string): Unit[] | null {
  const words = raw
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0 || !words.every((word): word is Unit => (ALL_UNITS as readonly string[]).includes(word))) return null;
  return ALL_UNITS.filter((unit) => words.includes(unit));
}

export interface CountdownOptions {
  endMs: number;
  /** Server clock minus visitor clock, in whole seconds' worth of ms. */
  offsetMs: number;
  units: readonly Unit[];
  hideEmpty: boolean;
  leadingZeros: boolean;
  labels: Labels;
  /** The accessible text's template (see accessibleTemplate). */
  accessibleText: string;
  /** The language of the element's text (a language tag), "" when the page names none. */
  language: string;
}

/** Everything a countdown shows at one moment. */
export interface CountdownView {
  complete: boolean;
  shown: Unit[];
  values: Record<Unit, string>;
  labels: Record<Unit, string>;
  aria: string;
}

/** The countdown at `nowMs` (visitor clock). */
export function countdownView(options: CountdownOptions, nowMs: number): CountdownView {
  const remaining = remainingSeconds(options.endMs, nowMs + options.offsetMs);
  const split = splitSeconds(remaining, options.units);
  const values = {} as Record<Unit, string>;
  const labels = {} as Record<Unit, string>;
  for (const unit of ALL_UNITS) {
    values[unit] = formatValue(split[unit], options.leadingZeros, options.language);
    labels[unit] = unitLabel(unit, split[unit], options.labels, options.language);
  }
  return {
    complete: remaining === 0,
    shown: shownUnits(options, split),
    values,
    labels,
    aria: accessibleText(options.accessibleText, remaining, options.units, options.language),
  };
}

/** The end on the visitor's clock (ms since the epoch): the end corrected by the server's clock. */
export function visitorEnd(options: CountdownOptions): number {
  return options.endMs - options.offsetMs;
}

/** A text of a reel, shown from `at` ms into the reel's run until the next text's `at`. */
export interface ReelText {
  at: number;
  text: string;
}

/** The text of a reel `runTimeMs` into its run: the last whose moment has come (a cyclic reel wraps). */
export function reelTextAt(texts: readonly ReelText[], durationMs: number, cyclic: boolean, runTimeMs: number): string {
  const time = cyclic ? runTimeMs % durationMs : runTimeMs;
  let shown = texts[0]?.text ?? "";
  for (const entry of texts) {
    if (entry.at > time) break;
    shown = entry.text;
  }
  return shown;
}

/**
 * The moment (visitor clock) the second shown at `nowMs` began: every text of the countdown is the same from then
 * until the next second, so two reads in the same second need one render.
 */
export function secondStart(options: CountdownOptions, nowMs: number): number {
  const end = visitorEnd(options);
  return end - remainingSeconds(end, nowMs) * 1000;
}

/**
 * What a unit shows over a run of `durationMs`: its values and its labels (by plural form), each changing on its own.
 * A cyclic plan repeats for as long as the countdown runs; the element plays plans as animations that the browser
 * runs off the main thread, so a ticking countdown costs the page nothing per second.
 */
export interface ReelPlan {
  values: ReelText[];
  labels: ReelText[];
  durationMs: number;
  cyclic: boolean;
}

function appendText(texts: ReelText[], at: number, text: string): void {
  if (texts.at(-1)?.text !== text) texts.push({ at, text });
}

/** Adds what a unit shows from `at` ms into a plan's run when its value is `value`. */
function appendUnitTexts(plan: ReelPlan, options: CountdownOptions, unit: Unit, at: number, value: number): void {
  appendText(plan.values, at, formatValue(value, options.leadingZeros, options.language));
  appendText(plan.labels, at, unitLabel(unit, value, options.labels, options.language));
}

/**
 * How many values a unit counts down through before they repeat (60 seconds under minutes, 24 hours under days),
 * or null when they do not repeat within 60: the largest unit shown, or one under a unit far larger ("d s").
 */
export function unitCycle(options: CountdownOptions, unit: Unit): number | null {
  const larger = options.units[options.units.indexOf(unit) - 1];
  if (larger === undefined) return null;
  const cycle = SECONDS_IN[larger] / SECONDS_IN[unit];
  return cycle <= 60 ? cycle : null;
}

/**
 * Cycles laid out so far, by everything their texts depend on. Countdowns with the same words share their cycles:
 * laying out one formats up to 144 texts (60 seconds, 60 minutes, 24 hours), which for a thousand countdowns was
 * 86 ms of their upgrade. A page builder's preview that keeps changing labels makes new ones: past 32, they start over.
 */
const cycles = new Map<string, ReelPlan>();

/** A unit's values in a cycle, from the highest (59) down to 0, each for one of its units of time. Shared: read only. */
export function cyclicPlan(options: CountdownOptions, unit: Unit, cycle: number): ReelPlan {
  const key = JSON.stringify([unit, cycle, options.leadingZeros, options.language, options.labels]);
  let plan = cycles.get(key);
  if (!plan) {
    if (cycles.size === 32) cycles.clear();
    cycles.set(key, (plan = layOutCycle(options, unit, cycle)));
  }
  return plan;
}

function layOutCycle(options: CountdownOptions, unit: Unit, cycle: number): ReelPlan {
  const stepMs = SECONDS_IN[unit] * 1000;
  const plan: ReelPlan = { values: [], labels: [], durationMs: cycle * stepMs, cyclic: true };
  for (let index = 0; index < cycle; index++) appendUnitTexts(plan, options, unit, index * stepMs, cycle - 1 - index);
  return plan;
}

/** Where a unit's cycle is at `nowMs` (visitor clock): ms since its value was last the highest. */
export function cycleTime(options: CountdownOptions, unit: Unit, cycle: number, nowMs: number): number {
  const end = visitorEnd(options);
  const cycleSeconds = cycle * SECONDS_IN[unit];
  const remaining = remainingSeconds(end, nowMs);
  // The value became the highest when the time left dropped to the last second of a whole cycle.
  const started = end - (cycleSeconds * Math.floor(remaining / cycleSeconds) + cycleSeconds - 1) * 1000;
  return nowMs - started;
}

/** What a unit that does not cycle shows from `fromMs` for `spanMs`, its texts at ms after `fromMs`. */
export function spanPlan(options: CountdownOptions, unit: Unit, fromMs: number, spanMs: number): ReelPlan {
  const plan: ReelPlan = { values: [], labels: [], durationMs: spanMs, cyclic: false };
  const add = (at: number, remaining: number) => appendUnitTexts(plan, options, unit, at, splitSeconds(remaining, options.units)[unit]);
  const end = visitorEnd(options);
  const remaining = remainingSeconds(end, fromMs);
  add(0, remaining);
  // The time left drops to `left` seconds at `end - left * 1000`.
  for (let left = remaining - 1; left >= 0 && end - left * 1000 < fromMs + spanMs; left--) add(end - left * 1000 - fromMs, left);
  return plan;
}

/**
 * The next moment (visitor clock) the countdown needs a render while its reels play: when the accessible text
 * changes (it counts whole minutes), which is also when a unit can hide, or the end; null once complete.
 */
export function nextRefreshAt(options: CountdownOptions, nowMs: number): number | null {
  const remaining = remainingSeconds(options.endMs, nowMs + options.offsetMs);
  if (remaining === 0) return null;
  // The accessible text changes when the time left drops to 59 s past a whole minute (60 -> 59 s, 120 -> 119 s).
  const latest = remaining - 1;
  const left = latest < 59 ? 0 : latest - ((latest - 59) % 60);
  return visitorEnd(options) - left * 1000;
}

/** Two views with the same key render the same elements; only their texts differ. */
export function structureKey(view: CountdownView): string {
  return view.complete ? "complete" : view.shown.join("");
}

/** The structure key at `nowMs` without formatting any text: what an off-screen countdown checks when it wakes. */
export function structureKeyAt(options: CountdownOptions, nowMs: number): string {
  const remaining = remainingSeconds(options.endMs, nowMs + options.offsetMs);
  return remaining === 0 ? "complete" : shownUnits(options, splitSeconds(remaining, options.units)).join("");
}

/**
 * The next moment (visitor clock) the structure can change, or null once complete. A unit hides once the time
 * left is under a day, an hour or a minute (whichever units are shown, the split makes one of these the edge),
 * and the countdown completes at 0: between those moments only texts change.
 */
export function nextStructureChangeAt(options: CountdownOptions, nowMs: number): number | null {
  const remaining = remainingSeconds(options.endMs, nowMs + options.offsetMs);
  const edge = STRUCTURE_EDGES.find((seconds) => seconds < remaining);
  return edge === undefined ? null : visitorEnd(options) - edge * 1000;
}

/** Seconds left at which the structure changes: 23:59:59 hides days, 59:59 hours, 59 s minutes, 0 completes. */
const STRUCTURE_EDGES = [SECONDS_IN.d - 1, SECONDS_IN.h - 1, SECONDS_IN.m - 1, 0];

/**
 * The units to show: the chosen ones, minus those empty with hide-empty. Time left only shrinks, so a unit once
 * empty stays empty: it stays hidden without being remembered (and comes back if the end or the units change).
 */
function shownUnits(options: CountdownOptions, split: UnitValues): Unit[] {
  if (!options.hideEmpty) return [...options.units];
  const empty = emptyUnits(split);
  return options.units.filter((unit) => !empty.includes(unit));
}
