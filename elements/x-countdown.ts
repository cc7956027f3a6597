import * as z from "zod/mini";
import { attr, defineElement, event } from "../src/define";
import { Countdown } from "../src/countdown/Countdown";
import { ALL_UNITS, DEFAULT_ARIA_TEXT, DEFAULT_LABELS, parseUnits, type Labels, type Unit } from "../src/countdown/countdown";
import styles from "../src/countdown/countdown.css?inline";

const labelsSchema = z.pipe(
  z.partial(
    z.strictObject({
      day: z.string(),
      days: z.string(),
      hour: z.string(),
      hours: z.string(),
      minute: z.string(),
      minutes: z.string(),
      second: z.string(),
      seconds: z.string(),
    }),
  ),
  z.transform((labels): Labels => ({ ...DEFAULT_LABELS, ...labels })),
);

const unitsSchema = z.pipe(
  z.string().check(z.refine((raw) => parseUnits(raw) !== null, 'is not a list of units from "d h m s"')),
  z.transform((raw: string): Unit[] => parseUnits(raw)!),
);

export const countdownAttributes = {
  end: attr.date({ required: true }),
  serverTime: attr.date(),
  leadingZeros: attr.boolean(true),
  hideEmpty: attr.boolean(true),
  hideOnComplete: attr.boolean(false),
  completeMessage: attr.string(""),
  labels: attr.json(labelsSchema, DEFAULT_LABELS, "Partial<Labels>"),
  ariaText: attr.string(DEFAULT_ARIA_TEXT),
  units: attr.custom<Unit[]>(unitsSchema, [...ALL_UNITS], "Array<\"d\" | \"h\" | \"m\" | \"s\">", (units) => units.join(" ")),
};

export const countdownEvents = {
  "x-complete": event<{ end: string }>(),
};

/**
 * A countdown to a date: days, hours, minutes and seconds, ticking from one clock shared by the page.
 * The element's text is the fallback shown before the script runs and when `end` is invalid.
 */
export const XCountdown = defineElement({
  tag: "x-countdown",
  component: Countdown,
  attributes: countdownAttributes,
  events: countdownEvents,
  styles,
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-countdown": InstanceType<NonNullable<typeof XCountdown>>;
  }
}
