import type { ContactFormConfig } from "./controller";
import { hiddenInput } from "./structure";

const instanceNumbers = new WeakMap<HTMLElement, number>();
let instances = 0;

/** The `n`s of the unit tags already on the page: CF7's server numbers the forms it renders o1, o2, … too. */
function numbersInUse(): Set<number> {
  const used = new Set<number>();
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name="_wpcf7_unit_tag"]')) {
    const n = /-o(\d+)$/.exec(input.value)?.[1];
    if (n) used.add(Number(n));
  }
  return used;
}

/** `n` of `wpcf7-f{id}-o{n}`: instances counted in the order they first appear, skipping numbers in use. */
function instanceNumber(host: HTMLElement): number {
  let n = instanceNumbers.get(host);
  if (n === undefined) {
    const used = numbersInUse();
    do n = ++instances;
    while (used.has(n));
    instanceNumbers.set(host, n);
  }
  return n;
}

type RenderedField = "_wpcf7_unit_tag" | "_wpcf7_version" | "_wpcf7_locale" | "_wpcf7_container_post";
const renderedValues = new WeakMap<HTMLFormElement, Record<RenderedField, string>>();

/** CF7's server-rendered hidden fields as the page delivered them, before the element writes its own values there. */
function rendered(form: HTMLFormElement): Record<RenderedField, string> {
  let values = renderedValues.get(form);
  if (!values) {
    const value = (name: RenderedField) => hiddenInput(form, name)?.value ?? "";
    values = {
      _wpcf7_unit_tag: value("_wpcf7_unit_tag"),
      _wpcf7_version: value("_wpcf7_version"),
      _wpcf7_locale: value("_wpcf7_locale"),
      _wpcf7_container_post: value("_wpcf7_container_post"),
    };
    renderedValues.set(form, values);
  }
  return values;
}

export interface ConfigInput extends Omit<ContactFormConfig, "containerPost"> {
  /** null when the attribute is absent. */
  containerPost: number | null;
}

/**
 * Attributes first; for what they leave open, CF7's server-rendered hidden fields (as rendered: an attribute
 * removed later goes back to them, not to what it had written there); then CF7's defaults.
 */
export function resolveConfig(host: HTMLElement, form: HTMLFormElement, input: ConfigInput): ContactFormConfig {
  const page = rendered(form);
  const renderedPost = Math.abs(parseInt(page._wpcf7_container_post, 10));
  return {
    ...input,
    unitTag: input.unitTag || page._wpcf7_unit_tag || `wpcf7-f${input.formId}-o${instanceNumber(host)}`,
    pluginVersion: input.pluginVersion || page._wpcf7_version,
    locale: input.locale || page._wpcf7_locale,
    containerPost: input.containerPost ?? (Number.isNaN(renderedPost) ? 0 : renderedPost),
  };
}
