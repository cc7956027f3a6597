import { COUNTDOWN_CSS, RATING_CSS, STAR_LABELS, STAR_PATH, UNITS, countdownValues, pad, starFills, unitMarkup } from "./markup";

/** Hand-written custom elements: the floor of what rendering the same markup can cost (cloned templates). */
const countdownSheet = new CSSStyleSheet();
countdownSheet.replaceSync(COUNTDOWN_CSS);
const ratingSheet = new CSSStyleSheet();
ratingSheet.replaceSync(RATING_CSS);

function template(markup: string): HTMLTemplateElement {
  const element = document.createElement("template");
  element.innerHTML = markup;
  return element;
}

/** Gives the host a shadow root with `sheet`; false when it already has one (a move). */
function freshShadowRoot(host: HTMLElement, sheet: CSSStyleSheet): boolean {
  if (host.shadowRoot) return false;
  host.attachShadow({ mode: "open" }).adoptedStyleSheets = [sheet];
  return true;
}

const countdownTemplate = template(
  `<div part="timer" role="timer">${UNITS.map(([unit, label]) => unitMarkup(unit, "", label)).join("")}</div><div part="complete" role="status"></div>`,
);

/** The countdown's markup with the texts of now, for a countdown ending at `end` (an ISO date). */
function countdownContent(end: string | null): DocumentFragment {
  const content = countdownTemplate.content.cloneNode(true) as DocumentFragment;
  const values = countdownValues(Date.parse(end ?? ""), Date.now());
  content.firstElementChild!.setAttribute("aria-label", `Countdown ends in ${values[0]} days, ${values[1]} hours, and ${values[2]} minutes.`);
  content.querySelectorAll("[part=value]").forEach((value, index) => (value.textContent = pad(values[index]!)));
  return content;
}

class VanillaCountdown extends HTMLElement {
  /** Puts the markup in place, once: a move keeps it. */
  connectedCallback() {
    if (freshShadowRoot(this, countdownSheet)) this.shadowRoot!.append(countdownContent(this.getAttribute("end")));
  }
}

const icon = `<span class="icon" aria-hidden="true"><svg class="empty" viewBox="0 0 24 24" focusable="false"><path d="${STAR_PATH}"></path></svg><svg class="filled" viewBox="0 0 24 24" focusable="false"><path d="${STAR_PATH}"></path></svg></span>`;
const ratingTemplate = template(
  `<div class="rating"><span class="visually-hidden">Rate this post</span><div part="stars" role="radiogroup">${STAR_LABELS.map((label, index) => `<span part="star" role="radio" aria-checked="false" aria-label="${index + 1} / 5: ${label}" tabindex="${index === 0 ? 0 : -1}">${icon}</span>`).join("")}</div><span part="summary">Average rating <span part="average"></span> / 5. Vote count: <span part="count"></span></span><p part="message" class="notice" data-tone="info" aria-live="polite"></p></div>`,
);
let nextId = 0;

class VanillaRating extends HTMLElement {
  connectedCallback() {
    if (!freshShadowRoot(this, ratingSheet)) return;
    const content = ratingTemplate.content.cloneNode(true) as DocumentFragment;
    const id = `vanilla-rating-${nextId++}`;
    const [label, stars, summary, message] = [".visually-hidden", "[part=stars]", "[part=summary]", "[part=message]"].map((s) =>
      content.querySelector(s)!,
    );
    label!.id = `${id}-label`;
    summary!.id = `${id}-summary`;
    message!.id = `${id}-message`;
    stars!.setAttribute("aria-labelledby", label!.id);
    stars!.setAttribute("aria-describedby", `${summary!.id} ${message!.id}`);
    const fills = starFills(Number(this.getAttribute("avg-rating") ?? 0));
    stars!.querySelectorAll("[part=star]").forEach((star, index) => star.setAttribute("data-fill", fills[index]!));
    content.querySelector("[part=average]")!.textContent = this.getAttribute("avg-rating") ?? "0";
    content.querySelector("[part=count]")!.textContent = this.getAttribute("vote-count") ?? "0";
    this.shadowRoot!.append(content);
  }
}

/**
 * The steady-state reference: what x-countdown did before its reels, written by hand. One shared second timer, and
 * only the countdowns in view write their changed texts each second.
 */
const inView = new Set<VanillaTickingCountdown>();
const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const element = entry.target as VanillaTickingCountdown;
    if (entry.isIntersecting) inView.add(element);
    else inView.delete(element);
  }
});
const connected = new Set<VanillaTickingCountdown>();
let clock: ReturnType<typeof setTimeout> | undefined;
// Runs only while a ticking countdown is connected: on a page measuring x-countdown it costs nothing.
function tickEverySecond() {
  const now = Date.now();
  for (const element of inView) element.paint(now);
  clock = connected.size > 0 ? setTimeout(tickEverySecond, 1000 - (now % 1000)) : undefined;
}

class VanillaTickingCountdown extends VanillaCountdown {
  override connectedCallback() {
    super.connectedCallback();
    visibility.observe(this);
    connected.add(this);
    clock ??= setTimeout(tickEverySecond, 1000 - (Date.now() % 1000));
  }
  disconnectedCallback() {
    connected.delete(this);
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
