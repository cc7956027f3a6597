import type { Source, Trigger } from "./triggers";

/** How long a panel opened by hover stays after the pointer leaves, so the pointer can reach it (WCAG 1.4.13). */
export const HIDE_DELAY_MS = 150;

export interface AnchoredPanelOptions {
  /** What the visitor opens it with; ["manual"]: nothing (only set()). */
  triggers: readonly Trigger[];
  /** Milliseconds the pointer rests on the anchor before hover shows the panel; default 0. */
  showDelay?: number;
  /** Milliseconds the panel stays after the pointer leaves; default HIDE_DELAY_MS. */
  hideDelay?: number;
  /** Called on every change the visitor causes, never on a programmatic one. */
  onChange(shown: boolean, source: Source): void;
  /** A press outside the anchor and the panel closes it (a popover). */
  closeOnOutsidePress: boolean;
}

/**
 * When a panel anchored to an element is shown, from what the visitor does: the pointer over the anchor or the
 * panel (hover), focus in either (focus), a click on the anchor (click, a toggle). Escape dismisses it until the
 * next hover, focus or click; with `closeOnOutsidePress`, so does a press elsewhere. Listens on the anchor and
 * the panel, and on the document only while the panel is shown; `dispose` releases everything.
 *
 * The panel holds the element's light-DOM content through a slot, so `host` counts as inside it.
 */
export class AnchoredPanel {
  readonly #anchor: HTMLElement;
  readonly #panel: HTMLElement;
  readonly #host: HTMLElement;
  readonly #options: AnchoredPanelOptions;
  readonly #listening = new AbortController();
  #whileShown: AbortController | null = null;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #showTimer: ReturnType<typeof setTimeout> | undefined;

  #hoverAnchor = false;
  #hoverPanel = false;
  #focused = false;
  #clicked = false;
  /** Shown by the page (set(true)), until it or the visitor hides it. */
  #pinned = false;
  #dismissed = false;
  #shown = false;

  constructor(anchor: HTMLElement, panel: HTMLElement, host: HTMLElement, options: AnchoredPanelOptions) {
    this.#anchor = anchor;
    this.#panel = panel;
    this.#host = host;
    this.#options = options;
    const { signal } = this.#listening;
    const has = (trigger: Trigger) => options.triggers.includes(trigger);
    if (has("hover")) {
      for (const [target, part] of [
        [anchor, "anchor"],
        [panel, "panel"],
      ] as const) {
        target.addEventListener("pointerenter", (event) => this.#pointer(event, part, true), { signal });
        target.addEventListener("pointerleave", (event) => this.#pointer(event, part, false), { signal });
      }
    }
    if (has("focus") || options.closeOnOutsidePress) {
      for (const target of [anchor, panel]) {
        target.addEventListener("focusin", () => this.#focus(true), { signal });
        target.addEventListener("focusout", (event) => this.#focusOut(event.relatedTarget), { signal });
      }
    }
    if (has("click")) {
      anchor.addEventListener("click", () => this.#click(), { signal });
    }
  }

  get shown(): boolean {
    return this.#shown;
  }

  /**
   * The page shows or hides the panel (its open attribute, show(), hide()): no onChange. Hidden, it stays hidden
   * until the next hover, focus or click. Returns whether it changed.
   */
  set(shown: boolean): boolean {
    if (shown === this.#shown) return false;
    this.#clearTimers();
    this.#pinned = shown;
    this.#dismissed = !shown;
    if (!shown) this.#clicked = false;
    this.#apply(shown);
    return true;
  }

  dispose(): void {
    this.#clearTimers();
    this.#listening.abort();
    this.#whileShown?.abort();
    this.#whileShown = null;
  }

  /** Whether a node is the anchor, the element, or inside either (also inside the panel, in the shadow root). */
  #inside(node: EventTarget | null): boolean {
    return node instanceof Node && (this.#anchor.contains(node) || this.#host.contains(node) || this.#panel.contains(node));
  }

  #pointer(event: PointerEvent, part: "anchor" | "panel", over: boolean): void {
    // A touch has no hover: a tap focuses or clicks.
    if (event.pointerType === "touch") return;
    if (part === "anchor") this.#hoverAnchor = over;
    else this.#hoverPanel = over;
    this.#clearTimers();
    const { showDelay = 0, hideDelay = HIDE_DELAY_MS } = this.#options;
    if (over) {
      if (part === "anchor" && !this.#shown) this.#dismissed = false;
      // The pointer resting on the anchor for show-delay shows it; passing over it does not.
      if (showDelay > 0 && !this.#shown) this.#showTimer = setTimeout(() => this.#update("hover"), showDelay);
      else this.#update("hover");
    } else {
      // Hidden only if the pointer has not reached the panel (or come back) meanwhile.
      this.#hideTimer = setTimeout(() => this.#update("hover"), hideDelay);
    }
  }

  /** A click on the anchor toggles: it opens a closed panel, and closes a shown one whatever else holds it open. */
  #click(): void {
    this.#clearTimers();
    const open = !this.#shown;
    this.#clicked = open;
    this.#dismissed = !open;
    this.#update("click");
  }

  #focus(focused: boolean): void {
    if (focused === this.#focused) return;
    if (focused && !this.#shown) this.#dismissed = false;
    this.#focused = focused;
    this.#update("focus");
  }

  #focusOut(to: EventTarget | null): void {
    if (this.#inside(to)) return;
    // Focus going nowhere (the window losing it, a press on the page's background) keeps a panel opened by a
    // click: a press is the outside press's to handle, and a visitor back from another window finds it open.
    if (to === null && this.#options.closeOnOutsidePress) return;
    // Focus moving on to another control closes a panel opened by a click, as a press elsewhere would.
    if (this.#options.closeOnOutsidePress) this.#clicked = false;
    this.#focused = false;
    this.#update("focus");
  }

  #wanted(): boolean {
    const has = (trigger: Trigger) => this.#options.triggers.includes(trigger);
    if (this.#dismissed) return false;
    return (
      this.#pinned || (has("hover") && (this.#hoverAnchor || this.#hoverPanel)) || (has("focus") && this.#focused) || (has("click") && this.#clicked)
    );
  }

  #update(source: Source): void {
    const shown = this.#wanted();
    if (shown === this.#shown) return;
    if (!shown) this.#pinned = false;
    this.#apply(shown);
    this.#options.onChange(shown, source);
  }

  #apply(shown: boolean): void {
    this.#shown = shown;
    if (shown) this.#listenWhileShown();
    else {
      this.#whileShown?.abort();
      this.#whileShown = null;
    }
  }

  #clearTimers(): void {
    clearTimeout(this.#hideTimer);
    clearTimeout(this.#showTimer);
  }

  /** Escape, and a press outside, are the document's to report: listened to only while the panel is shown. */
  #listenWhileShown(): void {
    this.#whileShown = new AbortController();
    const { signal } = this.#whileShown;
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        this.#dismiss("escape");
      },
      { signal },
    );
    if (this.#options.closeOnOutsidePress) {
      document.addEventListener(
        "pointerdown",
        (event) => {
          if (!event.composedPath().some((node) => node === this.#anchor || node === this.#host || node === this.#panel)) this.#dismiss("outside");
        },
        { signal, capture: true },
      );
    }
  }

  #dismiss(source: Source): void {
    this.#clearTimers();
    this.#clicked = false;
    this.#pinned = false;
    this.#dismissed = true;
    this.#update(source);
  }
}
