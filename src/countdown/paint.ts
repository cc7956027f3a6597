import type { CountdownView, Unit } from "./countdown";

/**
 * Brings a rendered countdown's texts up to date with a view. React renders the structure (which units, the
 * completion) with the texts of its render; between renders the shared clock calls this each second, so the
 * per-second change of a countdown is a few text writes instead of a React render. After a first render it
 * finds nothing to write; after a later one, only the texts React left as they were while the clock had
 * changed them. It walks the elements directly (no `children` or `dataset` collections): on a page of a
 * thousand countdowns this runs a thousand times during the upgrade.
 */
export function paintTexts(timer: HTMLElement | null, view: CountdownView): void {
  if (!timer) return;
  if (timer.getAttribute("aria-label") !== view.aria) timer.setAttribute("aria-label", view.aria);
  for (let unitElement = timer.firstElementChild; unitElement; unitElement = unitElement.nextElementSibling) {
    const unit = unitElement.getAttribute("data-unit") as Unit;
    setText(unitElement.firstElementChild, view.values[unit]);
    setText(unitElement.lastElementChild, view.labels[unit]);
  }
}

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}
