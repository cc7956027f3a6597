/**
 * Arrow keys in a disclosure navigation: they move focus between the controls (links and submenu buttons) of the
 * items of one list. Right and Down go to the next, Left and Up to the previous (Left and Right swap on a
 * right-to-left page, where the next item is on the left), Home and End to the first and last; there is no wrap. Tab is the browser's. Returns the control to focus, or null when the key is not ours.
 */
export function controlsOf(list: Element): HTMLElement[] {
  const controls: HTMLElement[] = [];
  for (const li of list.children) {
    for (const child of li.children) {
      if ((child instanceof HTMLAnchorElement && child.hasAttribute("href")) || child instanceof HTMLButtonElement) controls.push(child);
    }
  }
  return controls.filter((control) => control.checkVisibility());
}

export function arrowTarget(key: string, focused: HTMLElement): HTMLElement | null {
  const li = focused.parentElement;
  const list = li?.parentElement;
  if (!(li instanceof HTMLLIElement) || !list) return null;
  const controls = controlsOf(list);
  const index = controls.indexOf(focused);
  if (index < 0) return null;
  switch (readingKey(key, focused)) {
    case "ArrowRight":
    case "ArrowDown":
      return controls[index + 1] ?? null;
    case "ArrowLeft":
    case "ArrowUp":
      return controls[index - 1] ?? null;
    case "Home":
      return controls[0] ?? null;
    case "End":
      return controls[controls.length - 1] ?? null;
    default:
      return null;
  }
}

/** Left and Right as they read: mirrored where the text runs right to left. */
function readingKey(key: string, focused: HTMLElement): string {
  if ((key !== "ArrowLeft" && key !== "ArrowRight") || getComputedStyle(focused).direction !== "rtl") return key;
  return key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
}
