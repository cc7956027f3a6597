import { focusMessage } from "../shared/focus-message";
import { errorId } from "./helpers";
import type { FormParts } from "./structure";

/** Adds or drops the error's id in a control's aria-describedby, leaving the page's own ids (a hint) in place. */
function describeBy(control: Element, id: string, described: boolean): void {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((token) => token !== "" && token !== id);
  if (described) ids.unshift(id);
  if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** The boxes of a checkbox, radio or acceptance group, whose `.wpcf7-form-control` is a span around them. */
const GROUP_INPUTS = "span.wpcf7-form-control input";

/** CF7's validation display (contracts 1.6): a tip per field, ARIA state, and a linked screen-reader list. */
export class ErrorDisplay {
  /** Per field, the listeners that hide its floating tips: dropped with the error, so errors do not pile them up. */
  private readonly tipListeners = new Map<string, AbortController>();

  constructor(
    private readonly form: HTMLFormElement,
    private readonly parts: FormParts,
    private readonly unitTag: () => string,
  ) {}

  private wraps(field: string): NodeListOf<HTMLElement> {
    return this.form.querySelectorAll<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
  }

  set(field: string, message: string): void {
    const id = errorId(this.unitTag(), field);
    const first = this.wraps(field)[0]?.querySelector<HTMLElement>(".wpcf7-form-control");
    const item = document.createElement("li");
    item.id = id;
    if (first?.id) {
      const link = document.createElement("a");
      link.href = `#${first.id}`;
      link.textContent = message;
      item.append(link);
    } else {
      item.textContent = message;
    }
    this.parts.srList.append(item);
    for (const wrap of this.wraps(field)) {
      const tip = document.createElement("span");
      tip.className = "wpcf7-not-valid-tip";
      tip.setAttribute("aria-hidden", "true");
      tip.textContent = message;
      wrap.append(tip);
      for (const node of wrap.querySelectorAll("[aria-invalid]")) node.setAttribute("aria-invalid", "true");
      // A group's boxes are described too: its span, which CF7 describes, never has the focus.
      for (const control of wrap.querySelectorAll(GROUP_INPUTS)) describeBy(control, id, true);
      for (const control of wrap.querySelectorAll<HTMLElement>(".wpcf7-form-control")) {
        control.classList.add("wpcf7-not-valid");
        describeBy(control, id, true);
        if ("setCustomValidity" in control) (control as HTMLInputElement).setCustomValidity(message);
        if (control.closest(".use-floating-validation-tip")) {
          const hide = () => (tip.style.display = "none"); // CSSOM: a style attribute is refused by a strict CSP
          control.addEventListener("focus", hide, { signal: this.tipListenersOf(field) });
          tip.addEventListener("click", hide);
        }
      }
    }
  }

  private tipListenersOf(field: string): AbortSignal {
    let listeners = this.tipListeners.get(field);
    if (!listeners) this.tipListeners.set(field, (listeners = new AbortController()));
    return listeners.signal;
  }

  remove(field: string): void {
    this.tipListeners.get(field)?.abort();
    this.tipListeners.delete(field);
    const id = errorId(this.unitTag(), field);
    this.parts.srList.querySelector(`li#${CSS.escape(id)}`)?.remove();
    for (const wrap of this.wraps(field)) {
      wrap.querySelector(".wpcf7-not-valid-tip")?.remove();
      for (const node of wrap.querySelectorAll("[aria-invalid]")) node.setAttribute("aria-invalid", "false");
      for (const control of wrap.querySelectorAll(GROUP_INPUTS)) describeBy(control, id, false);
      for (const control of wrap.querySelectorAll<HTMLElement>(".wpcf7-form-control")) {
        describeBy(control, id, false);
        control.classList.remove("wpcf7-not-valid");
        if ("setCustomValidity" in control) (control as HTMLInputElement).setCustomValidity("");
      }
    }
  }

  /** Stops listening on the controls (the form is handed back to the page). */
  dispose(): void {
    for (const listeners of this.tipListeners.values()) listeners.abort();
    this.tipListeners.clear();
  }

  /** Every field's error, the live region and the visible response box. */
  clearResponse(): void {
    for (const wrap of this.form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap")) {
      if (wrap.dataset["name"]) this.remove(wrap.dataset["name"]);
    }
    this.parts.srStatus.textContent = "";
    for (const output of this.form.querySelectorAll<HTMLElement>(".wpcf7-response-output")) output.textContent = "";
  }

  /** Says a message through the live region only (an empty one clears it). */
  announce(message: string): void {
    this.parts.srStatus.textContent = message;
  }

  /** Takes the focus to the visible response box (CF7 hides it from screen readers, which hear the live region). */
  focusMessage(): void {
    const output = this.form.querySelector<HTMLElement>(".wpcf7-response-output");
    if (output) focusMessage(output);
  }

  showMessage(message: string): void {
    this.parts.srStatus.append(message);
    for (const output of this.form.querySelectorAll<HTMLElement>(".wpcf7-response-output")) output.textContent = message;
  }
}
