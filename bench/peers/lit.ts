import { LitElement, html, unsafeCSS } from "lit";
import { COUNTDOWN_CSS, RATING_CSS, UNITS, countdownValues, fills, pad } from "./markup";

/** Lit elements rendering the same markup: the reference the budgets compare x-elements with. */
class LitCountdown extends LitElement {
  static override styles = unsafeCSS(COUNTDOWN_CSS);
  static override properties = { end: {} };
  declare end: string;

  override render() {
    const values = countdownValues(Date.parse(this.end), Date.now());
    return html`<div part="timer" role="timer">
      ${UNITS.map(
        ([unit, label], index) =>
          html`<span part="unit" data-unit=${unit}><span part="value">${pad(values[index]!)}</span><span part="label">${label}</span></span>`,
      )}
    </div>`;
  }
}

class LitRating extends LitElement {
  static override styles = unsafeCSS(RATING_CSS);
  static override properties = { avgRating: { attribute: "avg-rating", type: Number }, voteCount: { attribute: "vote-count", type: Number } };
  declare avgRating: number;
  declare voteCount: number;

  override render() {
    return html`<div role="radiogroup">${fills(this.avgRating ?? 0).map((fill) => html`<span part="star" role="radio" data-fill=${fill}></span>`)}</div>
      <span part="average">${this.avgRating} (${this.voteCount} votes)</span>`;
  }
}

customElements.define("lit-countdown", LitCountdown);
customElements.define("lit-rating", LitRating);
