import { LitElement, html, nothing, svg, unsafeCSS, type PropertyValues } from "lit";
import { ifDefined } from "lit/directives/if-defined.js";
import { styleMap } from "lit/directives/style-map.js";
import { counterPlan } from "../../src/counter/counter-plan";
import { countedValue, formatCounterNumber } from "../../src/counter/counter-format";
import { isCssColour } from "../../src/cta/colour";
import { contentLink } from "../../src/cta/content-link";
import { onInteractive } from "../../src/flip-card/interactive";
import { parallaxTransform, transformText } from "../../src/parallax/parallax";
import { EFFECTS, entranceCss, entranceTime, nextEffectState, settledState, type Effect, type EffectState } from "../../src/shared/effects";
import { observeInView } from "../../src/shared/in-view";
import { logger } from "../../src/shared/log";
import { parsePercent } from "../../src/shared/percent";
import { prefersReducedMotion } from "../../src/shared/reduced-motion";
import { onScrollFrame } from "../../src/shared/scroll-frame";
import { adoptStylesAround } from "../../src/shared/stylesheets";
import { observeBand, observeWaypoint } from "../../src/shared/waypoint";
import { SKILL_BAR_DURATION, SKILL_BAR_OFFSET, barScale, percentText } from "../../src/skill-bar/skill-bar";
import { AnchoredPanel } from "../../src/tooltip/anchored-panel";
import { addIdRef, ensureId, findAnchor, setAttributes } from "../../src/tooltip/anchor";
import { anchorName, deepActiveElement, firstFocusable } from "../../src/tooltip/focus";
import { followAnchor } from "../../src/tooltip/position";
import { PLACEMENTS, parseTriggers, type Placement, type Source, type Trigger } from "../../src/tooltip/triggers";
import {
  ANIMATE_CSS,
  COUNTDOWN_CSS,
  COUNTER_CSS,
  CTA_CSS,
  CTA_LIGHT_CSS,
  FEATURE_BOX_CSS,
  FLIP_CARD_CSS,
  PARALLAX_CSS,
  POPOVER_STYLES,
  RATING_CSS,
  SKILL_BAR_CSS,
  TOOLTIP_STYLES,
  STAR_LABELS,
  STAR_PATH,
  UNITS,
  countdownValues,
  pad,
  starFills,
} from "./markup";

/** Lit elements rendering the same markup: the reference the budgets compare x-elements with. */
export class LitCountdown extends LitElement {
  static override styles = unsafeCSS(COUNTDOWN_CSS);
  static override properties = { end: {} };
  declare end: string;

  override render() {
    const values = countdownValues(Date.parse(this.end), Date.now());
    return html`<div part="timer" role="timer" aria-label="Countdown ends in ${values[0]} days, ${values[1]} hours, and ${values[2]} minutes.">
        ${UNITS.map(
          ([unit, label], index) =>
            html`<span part="unit" data-unit=${unit} aria-hidden="true"
              ><span class="window"
                ><span class="reel"
                  ><span class="entry"><span part="value">${pad(values[index]!)}</span><span part="label">${label}</span></span></span
                ></span
              ></span
            >`,
        )}
      </div>
      <div part="complete" role="status"></div>`;
  }
}

const starIcon = html`<span class="icon" aria-hidden="true"
  >${svg`<svg class="empty" viewBox="0 0 24 24" focusable="false"><path d=${STAR_PATH}></path></svg><svg class="filled" viewBox="0 0 24 24" focusable="false"><path d=${STAR_PATH}></path></svg>`}</span
>`;

let nextId = 0;

export class LitRating extends LitElement {
  static override styles = unsafeCSS(RATING_CSS);
  static override properties = { avgRating: { attribute: "avg-rating", type: Number }, voteCount: { attribute: "vote-count", type: Number } };
  declare avgRating: number;
  declare voteCount: number;
  private readonly idPrefix = `lit-rating-${nextId++}`;

  override render() {
    const id = this.idPrefix;
    return html`<div class="rating">
      <span id="${id}-label" class="visually-hidden">Rate this post</span>
      <div part="stars" role="radiogroup" aria-labelledby="${id}-label" aria-describedby="${id}-summary ${id}-message">
        ${starFills(this.avgRating ?? 0).map(
          (fill, index) =>
            html`<span
              part="star"
              role="radio"
              data-fill=${fill}
              aria-checked="false"
              aria-label="${index + 1} / 5: ${STAR_LABELS[index]}"
              tabindex=${index === 0 ? 0 : -1}
              >${starIcon}</span
            >`,
        )}
      </div>
      <span id="${id}-summary" part="summary"
        >Average rating <span part="average">${this.avgRating}</span> / 5. Vote count: <span part="count">${this.voteCount}</span></span
      >
      <p id="${id}-message" part="message" class="notice" data-tone="info" aria-live="polite"></p>
    </div>`;
  }
}

/** x-counter's markup and waypoint (85%), counting in animation frames that write the digits, as it does. */
export class LitCounter extends LitElement {
  static override styles = unsafeCSS(COUNTER_CSS);
  static override properties = { to: {}, from: {}, speed: { type: Number }, reached: { state: true } };
  declare to: string;
  declare from: string;
  declare speed: number;
  declare reached: boolean;
  private stopWatching?: () => void;
  private frame = 0;

  private plan() {
    return counterPlan({ text: this.textContent ?? "", to: this.to ?? "", from: this.from ?? "", decimalComma: false, locale: "" });
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.reached || !this.plan().count) return;
    this.stopWatching = observeWaypoint(this, 85, (reached) => {
      if (!reached) return;
      this.stopWatching?.();
      this.reached = true;
    });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopWatching?.();
    cancelAnimationFrame(this.frame);
  }

  override updated() {
    const count = this.plan().count;
    const node = this.renderRoot.querySelector<HTMLElement>(".value");
    if ((!this.reached && !prefersReducedMotion()) || !count || !node) return;
    const start = Date.now();
    const duration = prefersReducedMotion() ? 0 : (this.speed ?? 1500);
    const step = () => {
      const elapsed = Date.now() - start;
      node.textContent = formatCounterNumber(countedValue(count.from, count.to, elapsed, duration), count.format);
      if (elapsed >= duration) this.toggleAttribute("complete", true);
      else this.frame = requestAnimationFrame(step);
    };
    step();
  }

  override render() {
    const { count } = this.plan();
    if (!count) return html`<slot></slot>`;
    return html`<span part="number" aria-hidden="true"
        ><span class="sizer">${count.widest}</span><span class="value">${formatCounterNumber(count.from, count.format)}</span></span
      ><span class="visually-hidden">${count.textIsFinal ? html`<slot></slot>` : count.finalText}</span>`;
  }
}

/** x-skill-bar's meter and waypoint (95%): the bar's scale goes from 0 to the percentage once reached. */
export class LitSkillBar extends LitElement {
  static override styles = unsafeCSS(SKILL_BAR_CSS);
  static override properties = { percent: { type: Number }, label: {}, orientation: {}, filled: { state: true } };
  declare percent: number;
  declare label: string;
  declare orientation: string;
  declare filled: boolean;
  private stopWatching?: () => void;

  override connectedCallback() {
    super.connectedCallback();
    this.filled ??= prefersReducedMotion();
    if (this.filled) return;
    this.stopWatching = observeWaypoint(this, SKILL_BAR_OFFSET, (reached) => {
      if (!reached) return;
      this.stopWatching?.();
      this.filled = true;
    });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopWatching?.();
  }

  override updated() {
    this.toggleAttribute("filled", this.filled);
  }

  override render() {
    const value = Math.min(100, Math.max(0, this.percent ?? 0));
    const name = this.label || (this.textContent ?? "").trim();
    const scale = this.filled ? barScale(value) : 0;
    return html`<div
      part="meter"
      role="meter"
      aria-label=${name || nothing}
      aria-valuemin="0"
      aria-valuemax="100"
      aria-valuenow=${value}
      aria-valuetext=${percentText(value)}
      data-orientation=${this.orientation ?? "horizontal"}
    >
      <span part="label" aria-hidden="true">${this.label || html`<slot></slot>`}</span
      ><span part="value" aria-hidden="true">${percentText(value)}</span
      ><span part="track"><span part="bar" style="--x-skill-bar-scale: ${scale}; --x-skill-bar-duration: ${SKILL_BAR_DURATION}ms"></span></span>
    </div>`;
  }
}

/**
 * x-animate's entrance (trigger="enter"): a slot, and data-state on the host driven by the same band of the viewport
 * (10% off at the top and at the bottom). The effect's CSS is x-animate's, in a sheet of its own per element, as
 * x-animate adopts it. Measured (1,000 elements): :host([data-state]) rules in one sheet shared by every shadow root,
 * whether one static sheet of every effect or one sheet per effect, made the first states cost 0.6-1.2 s of style
 * recalculation, against 30-90 ms with a sheet per element. The benchmark's markup uses only the default timing.
 * The state is written in the element's update, as x-animate writes it in its render's commit: written in the
 * observer's callback, each element's attribute invalidated the style that the next entry's check of the viewport
 * (waypoint.ts reads its height) then recalculated, about 1 s for 1,000 elements.
 */
const ANIMATE_DURATION = 600;
function effectSheet(effect: string): CSSStyleSheet {
  const known = (EFFECTS as readonly string[]).includes(effect) ? (effect as (typeof EFFECTS)[number]) : "fade-in";
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    entranceCss({ effect: known, state: (state) => `:host([data-state="${state}"])`, targets: "", duration: ANIMATE_DURATION, delay: 0 }),
  );
  return sheet;
}

export class LitAnimate extends LitElement {
  static override styles = unsafeCSS(ANIMATE_CSS);
  static override properties = { state: { state: true } };
  declare state: EffectState | null;
  private stopWatching?: () => void;
  private settle = 0;

  protected override firstUpdated() {
    const root = this.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, effectSheet(this.getAttribute("effect") ?? "fade-in")];
  }

  override connectedCallback() {
    super.connectedCallback();
    if (prefersReducedMotion()) {
      this.state = "enter";
      return;
    }
    this.stopWatching = observeBand(this, 10, 10, (inside, visible) => (this.state = nextEffectState(this.state ?? null, inside, false, visible)));
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopWatching?.();
    clearTimeout(this.settle);
  }

  protected override updated(changed: PropertyValues) {
    const state = this.state;
    if (!changed.has("state") || !state) return;
    this.setAttribute("data-state", state);
    clearTimeout(this.settle);
    if (state === "entering" || state === "exiting")
      this.settle = window.setTimeout(() => (this.state = settledState(state)), entranceTime(ANIMATE_DURATION, 0));
  }

  override render() {
    return html`<slot></slot>`;
  }
}

/**
 * Start-up work an element redoes when some of its attributes change, as a React effect with dependencies: started
 * after a render whose key differs from the running one's (the first render included), stopped when the element
 * leaves the document; an element put back starts again after its next render.
 */
abstract class LitWithEffect extends LitElement {
  private effectKey: string | null = null;
  private stopEffect: (() => void) | void = undefined;

  /** What the effect depends on, as one string. */
  protected abstract effectKey_(): string;
  /** Starts the effect; returns what stops it. */
  protected abstract startEffect(): (() => void) | void;

  override connectedCallback() {
    super.connectedCallback();
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopEffect?.();
    this.stopEffect = undefined;
    this.effectKey = null;
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    const key = this.effectKey_();
    if (key === this.effectKey) return;
    this.stopEffect?.();
    this.effectKey = key;
    this.stopEffect = this.startEffect();
  }
}

/** A touch device, as x-parallax tells one: no hover, a coarse pointer. */
const isTouchDevice = () => typeof matchMedia === "function" && matchMedia("(hover: none) and (pointer: coarse)").matches;

/**
 * x-parallax's layers, and its start: the moving state, the shared in-view observer, and while in view a reader in
 * the page's shared scroll frame that writes the layer's transform.
 */
export class LitParallax extends LitWithEffect {
  static override styles = unsafeCSS(PARALLAX_CSS);
  static override properties = { speed: { type: Number }, disableOnTouch: { attribute: "disable-on-touch", type: Boolean } };
  declare speed: number | undefined;
  declare disableOnTouch: boolean | undefined;

  protected effectKey_() {
    return `${this.speed ?? 0.5} ${this.disableOnTouch ?? false}`;
  }

  protected startEffect() {
    const speed = this.speed ?? 0.5;
    const node = this.renderRoot.querySelector<HTMLElement>('[part="background"]');
    if (!node || speed === 0 || prefersReducedMotion() || (this.disableOnTouch && isTouchDevice())) return undefined;
    this.toggleAttribute("moving", true);
    let written = "";
    const measure = () => {
      const rect = this.getBoundingClientRect();
      const text = transformText(
        parallaxTransform({ top: rect.top, height: rect.height, viewportHeight: document.documentElement.clientHeight, scrollY, speed }),
      );
      return () => {
        if (text !== written) node.style.transform = written = text;
      };
    };
    let stopFrames: (() => void) | null = null;
    const stopWatching = observeInView(this, (visible) => {
      if (visible) stopFrames ??= onScrollFrame(measure);
      else {
        stopFrames?.();
        stopFrames = null;
      }
    });
    return () => {
      stopWatching();
      stopFrames?.();
      node.style.transform = "";
      this.removeAttribute("moving");
    };
  }

  override render() {
    return html`<div part="background"><slot name="background"></slot></div>
      <div part="content"><slot></slot></div>`;
  }
}

/** x-flip-card's card, button and faces, following whether the pointer hovers, with its native listeners on the card. */
export class LitFlipCard extends LitWithEffect {
  static override styles = unsafeCSS(FLIP_CARD_CSS);
  static override properties = { direction: {}, hover: {}, label: {}, flipped: { state: true }, pointerHovers: { state: true } };
  declare direction: string | undefined;
  /** As x-flip-card reads it: absent or "false" aside, true. */
  declare hover: string | null | undefined;
  declare label: string | undefined;
  declare flipped: boolean;
  declare pointerHovers: boolean;
  private media?: MediaQueryList;
  private readonly mediaChanged = () => (this.pointerHovers = this.media!.matches);

  constructor() {
    super();
    this.flipped = false;
  }

  override connectedCallback() {
    super.connectedCallback();
    this.media = matchMedia("(hover: hover)");
    this.media.addEventListener("change", this.mediaChanged);
    this.pointerHovers = this.media.matches;
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.media?.removeEventListener("change", this.mediaChanged);
  }

  private turnsOnHover() {
    return (this.hover ?? "true").trim().toLowerCase() !== "false" && this.pointerHovers;
  }

  protected effectKey_() {
    return String(this.turnsOnHover());
  }

  protected startEffect() {
    const element = this.renderRoot.querySelector<HTMLElement>('[part="card"]');
    if (!element) return undefined;
    const listening = new AbortController();
    const { signal } = listening;
    const turn = (next: boolean) => {
      this.flipped = next;
      this.dispatchEvent(new CustomEvent("x-flip", { bubbles: true, composed: true, detail: { flipped: next } }));
    };
    const isFlipped = () => this.hasAttribute("flipped");
    element.addEventListener(
      "click",
      (event) => {
        const onButton = event.composedPath().some((target) => target instanceof Element && target.matches('[part="toggle"]'));
        if (onButton || !onInteractive(event.composedPath(), element)) turn(!isFlipped());
      },
      { signal },
    );
    if (this.turnsOnHover()) {
      const hovered = (over: boolean) => (event: PointerEvent) => {
        if (event.pointerType !== "touch" && isFlipped() !== over) turn(over);
      };
      element.addEventListener("pointerenter", hovered(true), { signal });
      element.addEventListener("pointerleave", hovered(false), { signal });
    }
    return () => listening.abort();
  }

  protected override updated(changed: PropertyValues) {
    this.toggleAttribute("flipped", this.flipped);
    super.updated(changed);
  }

  override render() {
    const flipped = this.flipped;
    return html`<div part="card" class="card" data-direction=${this.direction ?? "horizontal"} data-flipped=${flipped ? "true" : nothing}>
      <button part="toggle" class="toggle" type="button" aria-pressed=${String(flipped)}>
        ${svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7V3h-5.7l2 2A10 10 0 0 0 2 12zm16 0a8 8 0 0 1-13.7 5.6L4 15.3V21h5.7l-2-2A10 10 0 0 0 22 12z" fill="currentColor"></path></svg>`}<span
          class="visually-hidden"
          >${this.label ?? "Flip card"}</span
        >
      </button>
      <div class="turner">
        <div part="face" class="face" data-face="front" ?inert=${flipped}><slot name="front"></slot><slot></slot></div>
        <div part="face" class="face" data-face="back" ?inert=${!flipped}><slot name="back"></slot></div>
      </div>
    </div>`;
  }
}

/** A colour attribute as x-cta takes it: a CSS colour the browser knows, else none (the theme's). */
const colour = (value: string | undefined) => (value && isCssColour(value) ? value : undefined);
const CTA_LINK_MARK = "data-x-cta-link";
const ctaLog = logger("lit-cta");

/**
 * x-cta's card: the content's link (looked for again when the slot's nodes change) covers it, with the light-DOM
 * CSS adopted around the element; content without a link is wrapped in one from href. Colours from its attributes.
 */
export class LitCta extends LitElement {
  static override styles = unsafeCSS(CTA_CSS);
  static override properties = { href: {}, bgColor: { attribute: "bg-color" }, bgColorHover: { attribute: "bg-color-hover" }, link: { state: true } };
  declare href: string | undefined;
  declare bgColor: string | undefined;
  declare bgColorHover: string | undefined;
  declare link: HTMLAnchorElement | null;
  private marked: HTMLAnchorElement | null = null;

  override connectedCallback() {
    super.connectedCallback();
    this.link = contentLink(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.marked?.removeAttribute(CTA_LINK_MARK);
    this.marked = null;
  }

  protected override willUpdate(changed: PropertyValues) {
    if ((changed.has("link") || changed.has("href")) && this.link && this.href)
      ctaLog.warn(`attribute "href": the content has a link (to ${this.link.getAttribute("href")}), which the card uses; href is ignored`);
  }

  protected override updated() {
    if (this.link === this.marked) return;
    this.marked?.removeAttribute(CTA_LINK_MARK);
    this.marked = this.link;
    if (!this.link) return;
    adoptStylesAround(this, CTA_LIGHT_CSS);
    this.link.setAttribute(CTA_LINK_MARK, "");
  }

  private readonly look = () => (this.link = contentLink(this));

  override render() {
    const colours = { "--_x-cta-bg": colour(this.bgColor), "--_x-cta-bg-hover": colour(this.bgColorHover) };
    const inside = html`<span part="graphic" class="graphic"
        ><slot name="graphic"
          >${svg`<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path d="M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z" fill="currentColor"></path></svg>`}</slot
        ></span
      ><span part="content" class="content"><slot @slotchange=${this.look}></slot></span>`;
    if (!this.link && this.href) return html`<a part="card" class="card" href=${this.href} style=${styleMap(colours)}>${inside}</a>`;
    return html`<div part="card" class="card" style=${styleMap(colours)}>${inside}</div>`;
  }
}

/** How long x-feature-box's graphic animation and connector drawing take. */
const GRAPHIC_DURATION = 600;
const CONNECTOR_DURATION = 750;
const graphicState = (state: EffectState) => `[part="graphic"][data-state="${state}"]`;

/**
 * x-feature-box's graphic, connector and content, its entrance CSS in a sheet of its own (adopted after the
 * element's, as x-feature-box does), and its waypoint: the state goes to the graphic and the connector, once.
 */
export class LitFeatureBox extends LitWithEffect {
  static override styles = unsafeCSS(FEATURE_BOX_CSS);
  static override properties = {
    graphicAnimation: { attribute: "graphic-animation" },
    graphicAnimationDelay: { attribute: "graphic-animation-delay", type: Number },
    graphicAnimationOffset: { attribute: "graphic-animation-offset" },
    connector: { type: Boolean },
    connectorAnimation: { attribute: "connector-animation", type: Boolean },
    state: { state: true },
  };
  declare graphicAnimation: string | undefined;
  declare graphicAnimationDelay: number | undefined;
  declare graphicAnimationOffset: string | undefined;
  declare connector: boolean;
  declare connectorAnimation: boolean;
  declare state: EffectState | null;
  /** Whether the visitor asked for less motion, read once per update (as x-feature-box reads it once per render). */
  private reduce = false;
  private readonly sheet = new CSSStyleSheet();
  private css: string | null = null;
  private settle = 0;

  private effect(): Effect {
    const name = this.graphicAnimation ?? "none";
    return (EFFECTS as readonly string[]).includes(name) ? (name as Effect) : "none";
  }

  private delay() {
    return Math.max(0, this.graphicAnimationDelay ?? 0);
  }

  protected effectKey_() {
    const animated = this.effect() !== "none" || (this.connector && this.connectorAnimation);
    const offset = parsePercent(this.graphicAnimationOffset ?? "") ?? 85;
    return animated && !this.reduce ? String(offset) : "";
  }

  protected startEffect() {
    const key = this.effectKey_();
    if (key === "") return undefined;
    return observeWaypoint(this, Number(key), (inside, visible) => (this.state = nextEffectState(this.state ?? null, inside, true, visible)));
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.settle);
  }

  protected override firstUpdated() {
    const root = this.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
  }

  protected override willUpdate() {
    this.reduce = prefersReducedMotion();
    const css = entranceCss({ effect: this.effect(), state: graphicState, targets: "", duration: GRAPHIC_DURATION, delay: this.delay() });
    if (css !== this.css) this.sheet.replaceSync((this.css = css));
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    if (!changed.has("state")) return;
    clearTimeout(this.settle);
    const state = this.state;
    if (state === "entering" || state === "exiting")
      this.settle = window.setTimeout(
        () => (this.state = settledState(state)),
        entranceTime(Math.max(GRAPHIC_DURATION, CONNECTOR_DURATION), this.delay()),
      );
  }

  override render() {
    const state = this.reduce ? "enter" : (this.state ?? undefined);
    const timing = { "--x-feature-box-delay": `${this.delay()}ms`, "--x-feature-box-draw": `${CONNECTOR_DURATION}ms` };
    return html`<div part="graphic" data-state=${ifDefined(state)}><slot name="graphic"></slot></div>
      ${
        this.connector
          ? html`<div
              part="connector"
              data-state=${ifDefined(state)}
              data-animated=${this.connectorAnimation ? "" : nothing}
              style=${styleMap(timing)}
            ></div>`
          : nothing
      }
      <div part="content"><slot></slot></div>`;
  }
}

/** Puts the panel in the top layer (a manual popover) or takes it out, as x-tooltip and x-popover do. */
function showPanel(panel: HTMLElement, shown: boolean): void {
  panel.toggleAttribute("data-shown", shown);
  if (typeof panel.showPopover !== "function" || !panel.isConnected) return;
  const open = panel.matches(":popover-open");
  if (shown && !open) panel.showPopover();
  else if (!shown && open) panel.hidePopover();
}

const placementOf = (value: string | undefined, fallback: Placement) =>
  (PLACEMENTS as readonly string[]).includes(value ?? "") ? (value as Placement) : fallback;

/**
 * What x-tooltip and x-popover share: the anchor (the element with id `for`, or the one just before), the panel
 * hidden until the visitor's triggers show it, listened to on the anchor and the panel (AnchoredPanel), and while
 * shown, the panel in the top layer, placed next to its anchor by floating-ui.
 */
abstract class LitAnchored extends LitWithEffect {
  static override properties = { for: {}, placement: {}, trigger: {}, label: {}, anchor: { state: true }, shown: { state: true } };
  declare for: string | undefined;
  declare placement: string | undefined;
  declare trigger: string | undefined;
  declare label: string | undefined;
  declare anchor: HTMLElement | null;
  declare shown: boolean;
  private following: (() => void) | null = null;
  private followingKey = "";
  protected abstract readonly tag: string;
  protected abstract readonly defaultTriggers: Trigger[];
  protected abstract readonly defaultPlacement: Placement;

  constructor() {
    super();
    this.shown = false;
  }

  override connectedCallback() {
    super.connectedCallback();
    this.anchor = findAnchor(this, this.for ?? "");
    if (!this.anchor) logger(this.tag).warn("has no anchor; the content is shown in place");
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.follow(false);
  }

  protected triggers(): Trigger[] {
    return parseTriggers(this.trigger ?? "") ?? this.defaultTriggers;
  }

  protected panel(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[part="panel"]');
  }

  protected effectKey_() {
    return this.anchor ? this.triggers().join(" ") : "";
  }

  /** Ties the anchor to the element (ids, ARIA); returns what takes it back. */
  protected abstract bind(anchor: HTMLElement): () => void;
  /** The visitor showed or hid the panel. */
  protected abstract changed(shown: boolean, source: Source, anchor: HTMLElement, panel: HTMLElement): void;
  protected abstract closeOnOutsidePress(): boolean;

  protected startEffect() {
    const anchor = this.anchor;
    const panel = this.panel();
    if (!anchor || !panel) return undefined;
    const unbind = this.bind(anchor);
    const controller = new AnchoredPanel(anchor, panel, this, {
      triggers: this.triggers(),
      closeOnOutsidePress: this.closeOnOutsidePress(),
      onChange: (next, source) => this.changed(next, source, anchor, panel),
    });
    return () => {
      controller.dispose();
      unbind();
      this.shown = false;
    };
  }

  /** While shown, the panel is in the top layer and follows its anchor; floating-ui runs only then. */
  private follow(shown: boolean) {
    const panel = this.panel();
    const placement = placementOf(this.placement, this.defaultPlacement);
    const key = shown && panel && this.anchor ? placement : "";
    if (key === this.followingKey) return;
    this.following?.();
    this.following = null;
    this.followingKey = key;
    if (!key || !panel || !this.anchor) return;
    showPanel(panel, true);
    const stop = followAnchor(this.anchor, panel, this.renderRoot.querySelector<HTMLElement>('[part="arrow"]'), placement);
    this.following = () => {
      stop();
      showPanel(panel, false);
    };
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    this.follow(this.shown);
    this.toggleAttribute("open", this.shown);
  }
}

/** x-tooltip: the anchor described by the element (aria-describedby), which is a tooltip (role) while shown. */
export class LitTooltip extends LitAnchored {
  static override styles = unsafeCSS(TOOLTIP_STYLES);
  protected readonly tag = "lit-tooltip";
  protected readonly defaultTriggers: Trigger[] = ["hover", "focus"];
  protected readonly defaultPlacement: Placement = "top";
  private unrole: (() => void) | null = null;

  protected closeOnOutsidePress() {
    return this.triggers().includes("click");
  }

  protected bind(anchor: HTMLElement) {
    const takeId = ensureId(this, "lit-tooltip");
    const takeRef = addIdRef(anchor, "aria-describedby", this.id);
    return () => {
      takeRef();
      takeId();
    };
  }

  protected changed(shown: boolean) {
    this.shown = shown;
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    if (this.shown && !this.unrole) this.unrole = setAttributes(this, { role: "tooltip" });
    else if (!this.shown && this.unrole) {
      this.unrole();
      this.unrole = null;
    }
  }

  override render() {
    if (!this.anchor) return html`<slot></slot>`;
    return html`<div part="panel" class="panel" popover="manual">
      <slot></slot>
      <div part="arrow" class="arrow"></div>
    </div>`;
  }
}

/**
 * x-popover: a dialog the anchor controls (aria-haspopup, aria-controls, aria-expanded), opened by a click; focus
 * moves in when a click opens it, and back to the anchor when Escape or a click closes it from inside.
 */
export class LitPopover extends LitAnchored {
  static override styles = unsafeCSS(POPOVER_STYLES);
  protected readonly tag = "lit-popover";
  protected readonly defaultTriggers: Trigger[] = ["click"];
  protected readonly defaultPlacement: Placement = "right";
  private focusIn = false;

  protected closeOnOutsidePress() {
    return true;
  }

  protected bind(anchor: HTMLElement) {
    const takeId = ensureId(this, "lit-popover");
    const restore = setAttributes(anchor, { "aria-haspopup": "dialog", "aria-controls": this.id, "aria-expanded": "false" });
    return () => {
      restore();
      takeId();
    };
  }

  protected changed(shown: boolean, source: Source, anchor: HTMLElement, panel: HTMLElement) {
    if (shown) this.focusIn = source === "click";
    else if (source === "escape" || source === "click") {
      const active = deepActiveElement();
      if (active && (active === this || this.contains(active) || panel.contains(active))) anchor.focus();
    }
    this.shown = shown;
    this.dispatchEvent(new CustomEvent(shown ? "x-open" : "x-close", { bubbles: true, composed: true, detail: { source } }));
  }

  protected override updated(changed: PropertyValues) {
    super.updated(changed);
    this.anchor?.setAttribute("aria-expanded", String(this.shown));
    if (!this.shown || !this.focusIn) return;
    this.focusIn = false;
    const slot = this.renderRoot.querySelector("slot");
    const target = (slot && firstFocusable(slot)) ?? this.panel();
    target?.focus({ preventScroll: true });
  }

  override render() {
    if (!this.anchor) return html`<slot></slot>`;
    return html`<div part="panel" class="panel" popover="manual" role="dialog" aria-label=${this.label || anchorName(this.anchor)} tabindex="-1">
      <slot></slot>
      <div part="arrow" class="arrow"></div>
    </div>`;
  }
}

/** The same panel as react-floor's: the floor of an element rendered by Lit (bench/peers/react-floor.ts). */
export class LitFloor extends LitElement {
  override render() {
    return html`<div part="panel"><slot></slot></div>`;
  }
}
