import { flushSync } from "react-dom";
import { addListeningPortal } from "./listening-portals";
import { markListening } from "./react-listening";
import { ensureRoot, renderRoot } from "./shared-root";

/*
 * Every interaction with an element starts with one of these events inside its shadow root: a pointer arriving
 * or pressing, focus arriving, a key, a click (also a programmatic one), a value changing (also by autofill), a
 * form submitted or reset, a drag arriving, a wheel turning; and the first of an animation's or a transition's
 * events, for handlers of those.
 */
const FIRST_USE_EVENTS = [
  ...["pointerover", "pointerdown", "mouseover", "mousedown", "touchstart", "focusin", "keydown", "click"],
  ...["input", "change", "submit", "reset", "dragenter", "wheel", "animationstart", "transitionrun"],
];

/** For a component without React event handlers: React never listens in its shadow root. */
export function withoutReactEvents(container: ShadowRoot): void {
  ensureRoot(); // React's listening mark is learnt from the root's container
  markListening(container, true);
}

/**
 * React starts listening in the shadow root when the first of FIRST_USE_EVENTS reaches it. Our listener runs in
 * the capture phase, before the event reaches its target; React's listeners are added there and then, so they
 * handle this very event when it bubbles back through the shadow root (listeners are collected per phase).
 * Handlers of the capture phase (onClickCapture) miss that first event; no component uses them.
 */
export function listenOnFirstUse(container: ShadowRoot, hasRendered: () => boolean): void {
  ensureRoot();
  if (!markListening(container, true)) return;
  const start = (): void => {
    // Before the element's first render is on screen (a use of its light-DOM fallback) there is no React handler
    // to run, and rendering the root now would render every pending arrival in one go: a later event starts.
    if (!hasRendered()) return;
    for (const type of FIRST_USE_EVENTS) container.removeEventListener(type, start, true);
    markListening(container, false); // so that React's own check lets it listen
    addListeningPortal(container);
    // Rendered before this listener returns (unless React is busy rendering: a focus() called from a
    // component's effect is not a first use this can catch). A render of the root, not a store update: a store's
    // subscribers may not be in place yet when the element is used right after its first render.
    flushSync(renderRoot);
  };
  for (const type of FIRST_USE_EVENTS) container.addEventListener(type, start, { capture: true, passive: true });
}
