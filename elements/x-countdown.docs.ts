import type { ElementDocs } from "../src/define";
import type { countdownAttributes, countdownEvents } from "./x-countdown";

/** <x-countdown>'s documentation, for the manifest and the generated types only (see ElementDocs). */
export default {
  description: "A countdown to a date, with the element's own text as the no-JavaScript fallback.",
  attributes: {
    end: "When the countdown ends: an ISO 8601 date-time with an offset or Z.",
    serverTime: "The server's clock when the page was rendered (ISO 8601); corrects a wrong visitor clock.",
    leadingZeros: "Show at least two digits (never truncated: 123 days stay 123).",
    hideEmpty: "Hide days, then hours, then minutes once they and every larger unit reach 0.",
    hideOnComplete: "Hide the element when the end time is reached.",
    completeMessage: 'Text shown when the end time is reached (or put rich content in slot="complete").',
    labels: "Unit labels: JSON with day, days, hour, hours, minute, minutes, second, seconds.",
    ariaText: "Accessible text, updated once a minute; placeholders {{d}} {{h}} {{m}} {{s}}.",
    units: 'Units to show, e.g. "h m s"; a unit not shown rolls into the next smaller one.',
  },
  events: {
    "x-complete": "Fires once when the end time is reached, also when it had passed at load.",
  },
  slots: {
    "": "Fallback content, shown until the countdown renders and when `end` is missing or invalid.",
    complete: "Rich content shown when the end time is reached (instead of complete-message).",
  },
  parts: {
    timer: "The row of units (role timer).",
    unit: "One unit, with data-unit = d, h, m or s. In view its value and label hold their coming texts, one shown at a time.",
    value: "The number of a unit (one per text the unit holds: style them alike, so that each is as tall as the first).",
    label: "The label of a unit (one per text the unit holds).",
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
} satisfies ElementDocs<typeof countdownAttributes, typeof countdownEvents>;
