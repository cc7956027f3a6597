import { prefersReducedMotion } from "../shared/reduced-motion";
import { observeChanges, recordOf, request, sync } from "../shared/toggle-engine";

/** Between one panel opening and the others closing (the specification's sync delay). */
export const ACCORDION_SYNC_MS = 25;
/** Space left above a panel scrolled into view. */
export const ACCORDION_SCROLL_PADDING = 20;

/** The accordion a toggle belongs to: the closest x-accordion around it, with no other toggle in between. */
function accordionOf(host: HTMLElement): Element | null {
  const around = host.parentElement?.closest("x-accordion, x-toggle");
  return around?.localName === "x-accordion" ? around : null;
}

/**
 * Runs an accordion: when one of its collapses opens, the others close ACCORDION_SYNC_MS later (unless `multiple`),
 * and once the opened one has finished animating, it is scrolled into view if its top is off screen. A person's
 * opening closes the others with source "group"; the page's (an attribute) fires nothing. Returns the stop function.
 */
export function runAccordion(accordion: HTMLElement, multiple: () => boolean): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const stop = observeChanges((record, open, source) => {
    if (record.options.kind !== "collapse" || accordionOf(record.view.host) !== accordion) return;
    if (!open) return;
    later(ACCORDION_SYNC_MS, () => {
      if (!multiple()) {
        for (const element of accordion.querySelectorAll("x-toggle")) {
          const other = recordOf(element);
          if (!other || other === record || !other.open || other.options.kind !== "collapse" || accordionOf(element as HTMLElement) !== accordion)
            continue;
          if (source) request(other, false, "group");
          else sync(other, false);
        }
      }
      if (source) void revealWhenSettled(record.view.host);
    });
  });
  return () => {
    stop();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** After the panel's animations (and those of panels closing above it), scrolls its top into view if it is above. */
async function revealWhenSettled(host: HTMLElement): Promise<void> {
  const animations = host.shadowRoot?.getAnimations() ?? [];
  await Promise.allSettled(animations.map((animation) => animation.finished));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const top = host.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + top - ACCORDION_SCROLL_PADDING, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
