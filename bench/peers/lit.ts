import { LitElement, html, nothing, svg, unsafeCSS } from "lit";
import { counterPlan } from "../../src/counter/counter-plan";
import { countedValue, formatCounterNumber } from "../../src/counter/counter-format";
import { EFFECTS, entranceCss, entranceTime, nextEffectState, settledState, type EffectState } from "../../src/shared/effects";
import { prefersReducedMotion } from "../../src/shared/reduced-motion";
import { observeBand, observeWaypoint } from "../../src/shared/waypoint";
import { SKILL_BAR_DURATION, SKILL_BAR_OFFSET, barScale, clampPercent, percentText } from "../../src/skill-bar/skill-bar";
import {
  ANIMATE_CSS,
  COUNTDOWN_CSS,
  COUNTER_CSS,
  RATING_CSS,
  SKILL_BAR_CSS,
  STAR_LABELS,
  STAR_PATH,
  UNITS,
  countdownValues,
  pad,
  starFills,
} from "./markup";

/** Lit elements rendering the same markup: the reference the budgets compare x-elements with. */
class LitCountdown extends LitElement {
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

class LitRating extends LitElement {
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
class LitCounter extends LitElement {
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
class LitSkillBar extends LitElement {
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
    const { value } = clampPercent(this.percent ?? 0);
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

class LitAnimate extends LitElement {
  static override styles = unsafeCSS(ANIMATE_CSS);
  private state: EffectState | null = null;
  private stopWatching?: () => void;
  private settle = 0;

  protected override firstUpdated() {
    const root = this.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, effectSheet(this.getAttribute("effect") ?? "fade-in")];
  }

  override connectedCallback() {
    super.connectedCallback();
    if (prefersReducedMotion()) {
      this.setAttribute("data-state", "enter");
      return;
    }
    this.stopWatching = observeBand(this, 10, 10, (inside, visible) => this.show(nextEffectState(this.state, inside, false, visible)));
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopWatching?.();
    clearTimeout(this.settle);
  }

  private show(state: EffectState) {
    if (state === this.state) return;
    this.state = state;
    this.setAttribute("data-state", state);
    clearTimeout(this.settle);
    if (state === "entering" || state === "exiting")
      this.settle = window.setTimeout(() => this.show(settledState(state)), entranceTime(ANIMATE_DURATION, 0));
  }

  override render() {
    return html`<slot></slot>`;
  }
}

customElements.define("lit-countdown", LitCountdown);
customElements.define("lit-counter", LitCounter);
customElements.define("lit-skill-bar", LitSkillBar);
customElements.define("lit-animate", LitAnimate);
customElements.define("lit-rating", LitRating);
