import { LitElement, html, svg, unsafeCSS } from "lit";
import { COUNTDOWN_CSS, RATING_CSS, STAR_LABELS, STAR_PATH, UNITS, countdownValues, pad, starFills } from "./markup";

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

customElements.define("lit-countdown", LitCountdown);
customElements.define("lit-rating", LitRating);
