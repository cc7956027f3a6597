import { useEffect, useState } from "react";
import { warn } from "../shared/log";
import { accessibleTemplate } from "./countdown";
import { loadedTemplateParser, loadTemplateParser } from "./template-loader";

/** The template each element has warned of: one warning for a plural that is not whole, however often it renders. */
const warnedOf = new WeakMap<HTMLElement, string>();

/**
 * The accessible text's template as the view fills it (see accessibleTemplate), once its parser is in (loaded on
 * demand: template-loader.ts). Until then, should the parser fail to load, and for a template with a plural that is
 * not whole (warned of once, naming the attribute), it is "": the built-in text.
 */
export function useTemplate(host: HTMLElement, accessibleText: string, ariaText: string): string {
  const template = accessibleTemplate(accessibleText, ariaText);
  const [parser, setParser] = useState(loadedTemplateParser);
  useEffect(() => {
    if (template && !parser) loadTemplateParser().then(setParser, () => {}); // not loaded: the built-in text stays
  }, [template, parser]);
  const problem = template && parser ? parser.templateProblem(template) : null;
  useEffect(() => {
    if (!problem || warnedOf.get(host) === template) return;
    warnedOf.set(host, template);
    warn(host.localName, `attribute "${accessibleText ? "accessible-text" : "aria-text"}": ${JSON.stringify(template)} ${problem}`);
  }, [host, template, problem, accessibleText]);
  return parser && !problem ? template : "";
}
