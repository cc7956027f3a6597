import { attr, declare, event } from "../define/declare";
import { ALL_UNITS, type Unit } from "./countdown";
import { labelsCheck, unitsCheck } from "./countdown-checks";
import type { Labels, PluralForms } from "./countdown-words";

export type { Labels as CountdownLabels, PluralForms as CountdownPluralForms, Unit as CountdownUnit };

/**
 * A template of the accessible text (accessible-template.ts): any text. A plural that is not whole is warned of by
 * the view, once the template's parser has loaded (use-template.ts).
 */
const template = ({ description }: { description: string }) => attr.string("", { description });

export default declare({
  tag: "x-countdown",
  summary: "A countdown to a date, with the element's own text as the no-JavaScript fallback.",
  description:
    "A countdown to a date, with the element's own text as the no-JavaScript fallback. Its numbers, labels and accessible text are in the language of its text: its lang attribute or the nearest ancestor's (the page's), through Intl, with every language's plural forms; English when the page names no language.",
  attributes: {
    end: attr.date({
      required: true,
      description: "When the countdown ends: an ISO 8601 date-time with an offset or Z (seconds optional; +02:00 or +0200).",
    }),
    serverTime: attr.date({ description: "The server's clock when the page was rendered (ISO 8601); corrects a wrong visitor clock." }),
    leadingZeros: attr.boolean(true, { description: "Show at least two digits (never truncated: 123 days stay 123)." }),
    hideEmpty: attr.boolean(true, { description: "Hide days, then hours, then minutes once they and every larger unit reach 0." }),
    hideOnComplete: attr.boolean(false, { description: "Hide the element when the end time is reached." }),
    completeMessage: attr.string("", { description: 'Text shown when the end time is reached (or put rich content in slot="complete").' }),
    labels: attr.json<Labels>(
      labelsCheck,
      {},
      {
        type: "CountdownLabels",
        description:
          'Unit labels over the language\'s: JSON with day, days, hour, hours, minute, minutes, second, seconds (day for 1, days otherwise), or a unit\'s forms by plural category, e.g. {"day": {"one": "dzień", "other": "dni"}}. Any left out follow the language.',
      },
    ),
    accessibleText: template({
      description:
        'Accessible text, updated once a minute, from the time left split into the units it names and those shown. Placeholders {{d}} {{h}} {{m}} {{s}} give a unit\'s number in the language\'s digits; {h, plural, one {# hour} other {# hours}} gives a text by the plural form of a unit\'s number (ICU\'s plural: unit d, h, m or s, or days, hours, minutes, seconds; forms zero, one, two, few, many and other of the language\'s Intl.PluralRules, or =N for an exact number; other required; # is the number). So "Ends in {d, plural, one {# day} other {# days}} and {h, plural, one {# hour} other {# hours}}" says "1 day and 11 hours". A plural that is not whole is warned of and the default used. Absent: the days, hours and minutes left in the language ("Countdown ends in 3 days, 4 hours, and 5 minutes."; "3 dni, 4 godziny i 5 minut").',
    }),
    ariaText: template({
      description:
        "Deprecated: use accessible-text (a name that looks like an ARIA attribute fails accessibility checks). Still read, with a warning, when accessible-text is not set.",
    }),
    units: attr.custom<Unit[]>(unitsCheck, [...ALL_UNITS], {
      type: 'Array<"d" | "h" | "m" | "s">',
      serialize: (units) => units.join(" "),
      description: 'Units to show, e.g. "h m s"; a unit not shown rolls into the next smaller one.',
    }),
  },
  events: {
    "x-complete": event<{ end: string }>("Fires once when the end time is reached, also when it had passed at load."),
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
  states: { complete: "Set once the end time is reached.", "hidden-on-complete": "Set with complete when hide-on-complete hides the element." },
  wordpress: {
    serverValues: { "server-time": "server-time" },
    block: { title: "Countdown timer", icon: "clock", keywords: ["countdown", "timer", "deadline", "offer"] },
  },
  demo: "/gallery.html",
  examples: [
    { title: "Running", html: '<x-countdown end="2030-12-31T23:59:59+01:00">Offer ends 31 December 2030</x-countdown>' },
    {
      title: "Hours only, German labels and accessible text",
      html: `<x-countdown lang="de" end="2030-06-01T12:00:00+02:00" units="h m s" accessible-text="Noch {{h}} Stunden und {{m}} Minuten" labels='{"hour":"Stunde","hours":"Stunden","minute":"Minute","minutes":"Minuten","second":"Sekunde","seconds":"Sekunden"}'>Endet am 1. Juni 2030</x-countdown>`,
    },
    {
      title: "In the page's language (Polish: dni, godziny, godzin...)",
      html: '<x-countdown lang="pl" end="2030-12-31T23:59:59+01:00">Oferta kończy się 31 grudnia 2030</x-countdown>',
    },
    {
      title: "Completed",
      html: '<x-countdown end="2020-01-01T00:00:00Z">Ended 1 January 2020<strong slot="complete">This sale is over.</strong></x-countdown>',
      fires: ["x-complete"],
    },
  ],
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});
