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
  end: attr.date("When the countdown ends: an ISO 8601 date-time with an offset or Z.", { required: true }),
  serverTime: attr.date("The server's clock when the page was rendered (ISO 8601); corrects a wrong visitor clock."),
  leadingZeros: attr.boolean(true, "Show at least two digits (never truncated: 123 days stay 123)."),
  hideEmpty: attr.boolean(true, "Hide days, then hours, then minutes once they and every larger unit reach 0."),
  hideOnComplete: attr.boolean(false, "Hide the element when the end time is reached."),
  completeMessage: attr.string("", "Text shown when the end time is reached (or put rich content in slot=\"complete\")."),
  labels: attr.json(labelsSchema, DEFAULT_LABELS, "Unit labels: JSON with day, days, hour, hours, minute, minutes, second, seconds.", "Partial<Labels>"),
  ariaText: attr.string(DEFAULT_ARIA_TEXT, "Accessible text, updated once a minute; placeholders {{d}} {{h}} {{m}} {{s}}."),
  units: attr.custom<Unit[]>(unitsSchema, [...ALL_UNITS], "Units to show, e.g. \"h m s\"; a unit not shown rolls into the next smaller one.", "Array<\"d\" | \"h\" | \"m\" | \"s\">", (units) => units.join(" ")),
};

export const countdownEvents = {
  "x-complete": event<{ end: string }>("Fires once when the end time is reached, also when it had passed at load."),
};

/**
 * A countdown to a date: days, hours, minutes and seconds, ticking from one clock shared by the page.
 * The element's text is the fallback shown before the script runs and when `end` is invalid.
 */
export const XCountdown = defineElement({
  tag: "x-countdown",
  description: "A countdown to a date, with the element's own text as the no-JavaScript fallback.",
  component: Countdown,
  attributes: countdownAttributes,
  events: countdownEvents,
  slots: {
    "": "Fallback content, shown until the countdown renders and when `end` is missing or invalid.",
    complete: "Rich content shown when the end time is reached (instead of complete-message).",
  },
  parts: {
    timer: "The row of units (role timer).",
    unit: "One unit, with data-unit = d, h, m or s.",
    value: "The number of a unit.",
    label: "The label of a unit.",
    complete: "The completion message.",
  },
  cssProperties: {
    "--x-countdown-color": "Text colour.",
    "--x-countdown-gap": "Space between units.",
    "--x-countdown-value-size": "Font size of the numbers.",
    "--x-countdown-value-weight": "Font weight of the numbers.",
    "--x-countdown-label-size": "Font size of the labels.",
    "--x-countdown-unit-background": "Background of each unit.",
    "--x-countdown-unit-padding": "Padding of each unit.",
    "--x-countdown-unit-radius": "Corner radius of each unit.",
    "--x-countdown-complete-size": "Font size of the completion message.",
    "--x-countdown-min-height": "Height reserved before and after upgrade, so nothing shifts.",
  },
  states: { complete: 'Set when the end time is reached; "hidden" when hide-on-complete hides the element.' },
  styles,
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-countdown": InstanceType<NonNullable<typeof XCountdown>>;
  }
}
