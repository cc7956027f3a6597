/*
 * CSS custom properties an element sets on itself while it runs, for the page's CSS and its own (x-animate's
 * --x-progress, x-slider's --x-slide-current, x-sticky's sizes): written in a `:host` rule of a sheet in the
 * element's shadow root, never in its style attribute, so that saved markup keeps none of them, as it keeps no
 * custom state (element-states.ts). They inherit into the element's light DOM as from a style attribute; the
 * page's own CSS for the element, should it set the same property, wins over them.
 */

const rules = new WeakMap<Element, CSSStyleRule>();

/** The element's `:host` rule, made on first use; adopted again if a move through another document dropped it. */
function hostRule(host: HTMLElement): CSSStyleRule | undefined {
  const root = host.shadowRoot;
  if (!root) return undefined;
  let rule = rules.get(host);
  if (!rule) {
    const sheet = new CSSStyleSheet();
    sheet.insertRule(":host {}");
    rule = sheet.cssRules[0] as CSSStyleRule;
    rules.set(host, rule);
  }
  const sheet = rule.parentStyleSheet!;
  if (host.ownerDocument === document && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return rule;
}

/** Sets (a string) or removes (null) one of the element's runtime custom properties. */
export function setHostProperty(host: HTMLElement, name: `--${string}`, value: string | null): void {
  const rule = value === null ? rules.get(host) : hostRule(host);
  if (value === null) rule?.style.removeProperty(name);
  else rule?.style.setProperty(name, value);
}

/** A runtime custom property's value as the element set it ("" when it has not). */
export function hostProperty(host: HTMLElement, name: `--${string}`): string {
  return rules.get(host)?.style.getPropertyValue(name) ?? "";
}
