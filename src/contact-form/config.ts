import type { ContactFormConfig } from "./controller";
import { hiddenInput } from "./structure";

const instanceNumbers = new WeakMap<HTMLElement, number>();
let instances = 0;

/** `n` of `wpcf7-f{id}-o{n}`: instances counted in the order they first appear on the page. */
function instanceNumber(host: HTMLElement): number {
  let n = instanceNumbers.get(host);
  if (n === undefined) instanceNumbers.set(host, (n = ++instances));
  return n;
}

export interface ConfigInput extends Omit<ContactFormConfig, "containerPost"> {
  /** null when the attribute is absent. */
  containerPost: number | null;
}

/** Attributes first; for what they leave open, CF7's server-rendered hidden fields; then CF7's defaults. */
export function resolveConfig(host: HTMLElement, form: HTMLFormElement, input: ConfigInput): ContactFormConfig {
  const hidden = (name: Parameters<typeof hiddenInput>[1]) => hiddenInput(form, name)?.value ?? "";
  const renderedPost = Math.abs(parseInt(hidden("_wpcf7_container_post"), 10));
  return {
    ...input,
    unitTag: input.unitTag || hidden("_wpcf7_unit_tag") || `wpcf7-f${input.formId}-o${instanceNumber(host)}`,
    pluginVersion: input.pluginVersion || hidden("_wpcf7_version"),
    locale: input.locale || hidden("_wpcf7_locale"),
    containerPost: input.containerPost ?? (Number.isNaN(renderedPost) ? 0 : renderedPost),
  };
}
