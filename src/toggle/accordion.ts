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
      if (source) void revealWhenSettled(record.view.host, accordion);
    });
  });
  return () => {
    stop();
    for (const timer of timers) clearTimeout(timer);
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The toggles' own animations in the accordion that are running and end (a panel opening or closing). */
function runningAnimations(accordion: HTMLElement): Animation[] {
  return [...accordion.querySelectorAll("x-toggle")]
    .flatMap((toggle) => toggle.shadowRoot?.getAnimations() ?? [])
    .filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
}

/**
 * Once the accordion's panels are still (the opened one and those closing above it, which start a frame or so
 * later), scrolls the opened panel's top into view if it is above: measured earlier, the panels closing above
 * would still move it.
 */
async function revealWhenSettled(host: HTMLElement, accordion: HTMLElement): Promise<void> {
  await nextFrame();
  let running = runningAnimations(accordion);
  while (running.length > 0) {
    await Promise.allSettled(running.map((animation) => animation.finished));
    await nextFrame();
    running = runningAnimations(accordion);
  }
  const top = host.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + top - ACCORDION_SCROLL_PADDING, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
