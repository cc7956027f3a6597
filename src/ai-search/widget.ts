import { trustedScriptURL } from "../shared/trusted-types";

/*
 * The third-party answer widget (contracts section 3): a <script defer src div_id p_id p_key> that finds its
 * container with document.getElementById(div_id) and reads its attributes through document.currentScript, which is
 * null for a script in a shadow tree: so both live in the light DOM.
 */

export const LOAD_ERROR = "Failed to load CustomGPT script";
export const INIT_ERROR = "Initialization Error : DOM Element not valid";
export const NO_FORM = "this.form is not set";

export interface WidgetConfig {
  src: string;
  projectId: string;
  projectKey: string;
}

let panels = 0;

/** A container for the widget's answer, with an id unique on the page; hidden until a search. */
export function createPanel(): HTMLDivElement {
  const panel = document.createElement("div");
  panel.id = `x-ai-search-answer-${++panels}`;
  panel.className = "x-ai-search-answer";
  panel.hidden = true;
  return panel;
}

/** The widget scripts inserted for a panel, wherever in the element they are. */
export function widgetScripts(host: Element, panel: HTMLElement): HTMLScriptElement[] {
  return [...host.querySelectorAll<HTMLScriptElement>("script[div_id]")].filter((script) => script.getAttribute("div_id") === panel.id);
}

/** Removes every earlier widget script and what the widget rendered. */
export function removeWidget(host: Element, panel: HTMLElement): void {
  for (const script of widgetScripts(host, panel)) script.remove();
  panel.replaceChildren();
}

/** Inserts the widget script at the end of `parent` (the theme's form, or the element itself, slotted beside the panel). */
export function insertWidget(parent: Element, panel: HTMLElement, config: WidgetConfig, onLoad: () => void, onError: () => void): HTMLScriptElement {
  const script = document.createElement("script");
  script.defer = true;
  script.setAttribute("div_id", panel.id);
  script.setAttribute("p_id", config.projectId);
  script.setAttribute("p_key", config.projectKey);
  // Beside the panel, as a child of the element, it is slotted with it (a script renders nothing either way).
  if (parent === panel.parentElement) script.slot = panel.slot;
  script.addEventListener("load", onLoad, { once: true });
  script.addEventListener("error", onError, { once: true });
  // Under Trusted Types a script's src takes a TrustedScriptURL: config.src is the validated script-src attribute.
  script.src = trustedScriptURL(config.src);
  parent.append(script);
  return script;
}
