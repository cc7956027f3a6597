/** The kinds of toggle the engine knows (x-toggle's `kind` attribute takes these). */
export const TOGGLE_KINDS = ["dropdown", "modal", "offcanvas", "collapse", "tab", "layered"] as const;
export type ToggleKind = (typeof TOGGLE_KINDS)[number];

/** What caused a change, as events report it. */
export type ToggleSource = "trigger" | "hash" | "group" | "escape" | "outside" | "api" | "find";

/** A toggle's configuration, as the engine reads it. */
export interface ToggleOptions {
  kind: ToggleKind;
  /** Opening one member closes the others; "" for none. */
  group: string;
  /** Bound to `#hash`; "" for none. */
  hash: string;
  /** Escape closes it when it is the most recently opened toggle. */
  escapeClose: boolean;
  /** Body scroll is locked while it is open (modal and offcanvas only). */
  lockScroll: boolean;
}

/** What the engine asks of a toggle's view: the DOM side of one toggle. */
export interface ToggleView {
  /** The toggle's element: nesting is found from it. */
  readonly host: HTMLElement;
  /** Writes the new state (the element's `open` attribute). */
  write(open: boolean): void;
  /**
   * Asks the page before a change a person (or an API call) wants: false keeps the state (`x-before-open` or
   * `x-before-close` was canceled). Without it, every change may happen.
   */
  consent?(open: boolean, source: ToggleSource): boolean;
  /** Tells the page of a change a person (or an API call) made: `x-open` or `x-close`. */
  announce(open: boolean, source: ToggleSource): void;
  /** Whether an event with this composed path happened on the toggle's trigger or inside its panel's content. */
  contains(path: readonly EventTarget[]): boolean;
  /** Whether the panel's content is still there (the integrity check drops toggles whose content is gone). */
  hasPanel(): boolean;
  /** Focus goes back to the trigger when it was in the panel (after Escape). */
  restoreFocus(): void;
}

/** One registered toggle. */
export interface ToggleRecord {
  readonly view: ToggleView;
  options: ToggleOptions;
  open: boolean;
  /** Whether the page's markup had it open: where Back to the address without a hash returns it. */
  readonly markupOpen: boolean;
}

/** Kinds that a click outside closes. */
export const CLOSED_BY_OUTSIDE_CLICK: ReadonlySet<ToggleKind> = new Set(["dropdown", "modal", "offcanvas"]);
/** Kinds that may lock the page's scrolling. */
export const LOCKING_KINDS: ReadonlySet<ToggleKind> = new Set(["modal", "offcanvas"]);
