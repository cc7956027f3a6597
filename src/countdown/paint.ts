import type { CountdownView } from "./countdown";

/**
 * Writes a view's texts into the rendered countdown. The per-second change of a thousand countdowns is a few text
 * nodes each; writing them directly costs microseconds where a React render of each would cost a frame's worth.
 * React renders the structure (which units, the completion) and never owns these texts.
 */
export function paintTexts(timer: HTMLElement | null, view: CountdownView): void {
  if (!timer) return;
  setIfChanged(timer, "aria-label", view.aria);
  for (const unitElement of timer.children) {
    const unit = (unitElement as HTMLElement).dataset["unit"] as keyof CountdownView["values"];
    const [value, label] = unitElement.children;
    if (value && value.textContent !== view.values[unit]) value.textContent = view.values[unit];
    if (label && label.textContent !== view.labels[unit]) label.textContent = view.labels[unit];
  }
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
