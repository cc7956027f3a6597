import { COUNTDOWN_CSS, RATING_CSS, STAR_LABELS, STAR_PATH, UNITS, countdownValues, pad, starFills } from "./markup";

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
  `<div part="timer" role="timer">${UNITS.map(([unit, label]) => `<span part="unit" data-unit="${unit}" aria-hidden="true"><span part="value"></span><span part="label">${label}</span></span>`).join("")}</div><div part="complete" role="status"></div>`,
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
  connectedCallback() {
    this.render();
  }

  /** Puts the markup in place, once: a move keeps it. */
  protected render() {
    if (freshShadowRoot(this, countdownSheet)) this.shadowRoot!.append(countdownContent(this.getAttribute("end")));
  }

  /** Where the countdown's markup is. */
  protected get contentRoot(): ParentNode {
    return this.shadowRoot!;
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
    const [label, stars, summary, message] = [".visually-hidden", "[part=stars]", "[part=summary]", "[part=message]"].map((s) => content.querySelector(s)!);
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
 * The floor for the steady-state measure: the same strategy as x-countdown (one shared second timer, only
 * countdowns in view repaint; the same CSS, so layout and style are contained), written by hand.
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
    this.watchView();
    connected.add(this);
    clock ??= setTimeout(tickEverySecond, 1000 - (Date.now() % 1000));
  }
  disconnectedCallback() {
    connected.delete(this);
    visibility.unobserve(this);
    inView.delete(this);
  }
  protected watchView() {
    visibility.observe(this);
  }
  paint(now: number) {
    const values = countdownValues(Date.parse(this.getAttribute("end") ?? ""), now);
    this.contentRoot.querySelectorAll("[part=value]").forEach((value, index) => {
      const text = pad(values[index]!);
      if (value.textContent !== text) value.textContent = text;
    });
  }
}

/**
 * The browser's part of that floor: the same countdowns and clock without the observer. Which ones are in view is
 * read once, in the frame after insertion (the bench page never scrolls), so what each second costs is the style,
 * layout and paint of the change itself.
 */
class VanillaUnobservedCountdown extends VanillaTickingCountdown {
  protected override watchView() {
    requestAnimationFrame(() => {
      const box = this.getBoundingClientRect();
      if (this.isConnected && box.bottom > 0 && box.top < innerHeight) inView.add(this);
    });
  }
}

/**
 * No component technology at all: the same markup in the element's own light DOM, styled by the page, ticking like
 * the unobserved countdown. What showing the change costs the browser on this page, whoever renders it.
 */
const LIGHT_COUNTDOWN = "vanilla-light-countdown";
const lightCountdownSheet = new CSSStyleSheet();
lightCountdownSheet.replaceSync(
  COUNTDOWN_CSS.replace(/:host\(([^)]*)\)/g, `${LIGHT_COUNTDOWN}$1`)
    .replaceAll(":host", LIGHT_COUNTDOWN)
    .replaceAll("[part=", `${LIGHT_COUNTDOWN} [part=`),
);

class VanillaLightCountdown extends VanillaUnobservedCountdown {
  protected override render() {
    // Adopted by the first one, so that the pages measuring other elements carry no extra rules.
    if (!document.adoptedStyleSheets.includes(lightCountdownSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, lightCountdownSheet];
    if (!this.firstElementChild) this.append(countdownContent(this.getAttribute("end")));
  }

  protected override get contentRoot(): ParentNode {
    return this;
  }
}

customElements.define("vanilla-countdown", VanillaCountdown);
customElements.define("vanilla-ticking-countdown", VanillaTickingCountdown);
customElements.define("vanilla-unobserved-countdown", VanillaUnobservedCountdown);
customElements.define(LIGHT_COUNTDOWN, VanillaLightCountdown);
customElements.define("vanilla-rating", VanillaRating);
