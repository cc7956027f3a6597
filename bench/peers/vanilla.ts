import { COUNTDOWN_CSS, RATING_CSS, UNITS, countdownValues, fills, pad } from "./markup";

/** Hand-written custom elements: the floor of what rendering the same markup can cost. */
const countdownSheet = new CSSStyleSheet();
countdownSheet.replaceSync(COUNTDOWN_CSS);
const ratingSheet = new CSSStyleSheet();
ratingSheet.replaceSync(RATING_CSS);

class VanillaCountdown extends HTMLElement {
  connectedCallback() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [countdownSheet];
    const values = countdownValues(Date.parse(this.getAttribute("end") ?? ""), Date.now());
    const timer = document.createElement("div");
    timer.setAttribute("part", "timer");
    timer.setAttribute("role", "timer");
    UNITS.forEach(([unit, label], index) => {
      const box = document.createElement("span");
      box.setAttribute("part", "unit");
      box.dataset["unit"] = unit;
      const value = document.createElement("span");
      value.setAttribute("part", "value");
      value.textContent = pad(values[index]!);
      const text = document.createElement("span");
      text.setAttribute("part", "label");
      text.textContent = label;
      box.append(value, text);
      timer.append(box);
    });
    root.replaceChildren(timer);
  }
}

class VanillaRating extends HTMLElement {
  connectedCallback() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [ratingSheet];
    const average = Number(this.getAttribute("avg-rating") ?? 0);
    const group = document.createElement("div");
    group.setAttribute("role", "radiogroup");
    for (const fill of fills(average)) {
      const star = document.createElement("span");
      star.setAttribute("part", "star");
      star.setAttribute("role", "radio");
      star.dataset["fill"] = fill;
      group.append(star);
    }
    const summary = document.createElement("span");
    summary.setAttribute("part", "average");
    summary.textContent = `${average} (${this.getAttribute("vote-count") ?? 0} votes)`;
    root.replaceChildren(group, summary);
  }
}

/**
 * The floor for the steady-state measure: the same strategy as x-countdown (one shared second timer, only
 * countdowns in view repaint, layout and style contained), written by hand.
 */
const inView = new Set<VanillaTickingCountdown>();
const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const element = entry.target as VanillaTickingCountdown;
    if (entry.isIntersecting) inView.add(element);
    else inView.delete(element);
  }
});
function tickEverySecond() {
  const now = Date.now();
  for (const element of inView) element.paint(now);
  setTimeout(tickEverySecond, 1000 - (now % 1000));
}
setTimeout(tickEverySecond, 1000 - (Date.now() % 1000));

class VanillaTickingCountdown extends VanillaCountdown {
  override connectedCallback() {
    super.connectedCallback();
    this.style.contain = "layout style";
    visibility.observe(this);
  }
  disconnectedCallback() {
    visibility.unobserve(this);
    inView.delete(this);
  }
  paint(now: number) {
    const values = countdownValues(Date.parse(this.getAttribute("end") ?? ""), now);
    this.shadowRoot!.querySelectorAll("[part=value]").forEach((value, index) => {
      const text = pad(values[index]!);
      if (value.textContent !== text) value.textContent = text;
    });
  }
}

customElements.define("vanilla-countdown", VanillaCountdown);
customElements.define("vanilla-ticking-countdown", VanillaTickingCountdown);
customElements.define("vanilla-rating", VanillaRating);
