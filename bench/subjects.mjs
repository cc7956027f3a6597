// What the upgrade benchmark inserts: for each element, its markup as x-elements, Lit and vanilla elements
// render it (a subject without a vanilla peer is measured against Lit only), the selector in its shadow root that
// proves an instance shows its content, and optionally a selector the element itself must match once it has started
// (x-animate: its entrance state, set from the first answer of its in-view observer). An element that belongs to another
// (x-tooltip, x-popover) comes right after its anchor, a button: only the custom elements are waited for.
const END = "2031-01-01T00:00:00Z";

const countdown = {
  ready: "[part=unit]",
  x: () => `<x-countdown end="${END}">Ends 1 January 2031</x-countdown>`,
  lit: () => `<lit-countdown end="${END}"></lit-countdown>`,
  vanilla: () => `<vanilla-countdown end="${END}"></vanilla-countdown>`,
};

const rating = {
  ready: "[part=star]",
  x: (i) => `<x-rating post-id="${i + 1}" avg-rating="4.3" vote-count="12" remember-votes="false">4.3 / 5 (12 votes)</x-rating>`,
  lit: () => `<lit-rating avg-rating="4.3" vote-count="12"></lit-rating>`,
  vanilla: () => `<vanilla-rating avg-rating="4.3" vote-count="12"></vanilla-rating>`,
};

// The effects as the effects page writes them: a count in a stats row, a skill, an entrance. The fallback slot
// (data-x-fallback) shows x-animate's content before its first render: only its rendered slot counts.
const counter = {
  ready: "[part=number]",
  x: (i) => `<x-counter speed="2000">${(i % 90) + 10},500</x-counter>`,
  lit: (i) => `<lit-counter speed="2000">${(i % 90) + 10},500</lit-counter>`,
};

const percent = (i) => (i * 37) % 101;
const skillBar = {
  ready: "[part=meter]",
  x: (i) => `<x-skill-bar percent="${percent(i)}" label="Skill ${i + 1}">Skill ${i + 1} ${percent(i)}%</x-skill-bar>`,
  lit: (i) => `<lit-skill-bar percent="${percent(i)}" label="Skill ${i + 1}">Skill ${i + 1} ${percent(i)}%</lit-skill-bar>`,
};

const EFFECTS = ["fade-in", "slide-up", "slide-left", "zoom"];
// x-animate's slot is the root's own: slots inside a part (x-feature-box's, x-cta's, ...) prove nothing of it in a mix.
// Started: x-animate shows its entrance state as a custom state, the Lit peer as data-state.
const ANIMATE_STARTED = ":is([data-state], :state(exit), :state(entering), :state(enter), :state(exiting))";
const animate = {
  ready: "slot:not([data-x-fallback], [part] slot)",
  started: ANIMATE_STARTED,
  x: (i) => `<x-animate effect="${EFFECTS[i % EFFECTS.length]}"><p>Entrance ${i + 1}</p></x-animate>`,
  lit: (i) => `<lit-animate effect="${EFFECTS[i % EFFECTS.length]}"><p>Entrance ${i + 1}</p></lit-animate>`,
};

// The page builder's other effects, as their declarations' examples write them.
const PARALLAX_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Cpath fill='%23234' d='M0 0h4v3H0z'/%3E%3Cpath fill='%23468' d='M0 3 1.5 1 3 2.5 4 1.5V3z'/%3E%3C/svg%3E";
// Its layer, and its start: the moving state, set once it follows the scroll.
const parallax = {
  ready: "[part=background]",
  started: ":is([moving], :state(moving))",
  x: (i) =>
    `<x-parallax speed="0.3"><img slot="background" alt="" src="${PARALLAX_IMAGE}"><h2>Section ${i + 1}</h2><p>Scroll to see the hills drift.</p></x-parallax>`,
  lit: (i) =>
    `<lit-parallax speed="0.3"><img slot="background" alt="" src="${PARALLAX_IMAGE}"><h2>Section ${i + 1}</h2><p>Scroll to see the hills drift.</p></lit-parallax>`,
};

const faces = (i) =>
  `<h3>Design ${i + 1}</h3><p>Layouts that work on every screen.</p><div slot="back"><p>From sketch to launch in four weeks.</p><a href="#contact">Talk to us</a></div>`;
const flipCard = {
  ready: "[part=toggle]",
  x: (i) => `<x-flip-card>${faces(i)}</x-flip-card>`,
  lit: (i) => `<lit-flip-card>${faces(i)}</lit-flip-card>`,
};

// A card whose content has its link, and one wrapped in a link from href.
const ctaMarkup = (tag, i) =>
  i % 2 === 0
    ? `<${tag} bg-color="#0f766e" bg-color-hover="#134e4a"><span slot="graphic" aria-hidden="true">✉</span><h3>Newsletter ${i + 1}</h3><p><a href="#newsletter">Sign up for monthly tips</a></p></${tag}>`
    : `<${tag} href="#pricing" bg-color="rebeccapurple" bg-color-hover="oklch(35% 0.15 300)"><h3>See our plans ${i + 1}</h3><p>From €9 a month, cancel any time.</p></${tag}>`;
const cta = {
  ready: "[part=card]",
  x: (i) => ctaMarkup("x-cta", i),
  lit: (i) => ctaMarkup("lit-cta", i),
};

// A graphic that zooms in, and a step joined to the next; ready once the waypoint's first answer set its state.
const STAR =
  '<svg slot="graphic" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><path fill="#2271b1" d="M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z"/></svg>';
const featureBoxMarkup = (tag, i) =>
  i % 2 === 0
    ? `<${tag} graphic-animation="zoom" graphic-animation-delay="150" graphic-animation-offset="75%">${STAR}<h3>Fast ${i + 1}</h3><p>Pages load in a blink.</p></${tag}>`
    : `<${tag} connector connector-animation graphic-animation="fade-in"><span slot="graphic" aria-hidden="true">${i + 1}</span><h3>Sign up</h3><p>It takes a minute.</p></${tag}>`;
const featureBox = {
  ready: "[part=graphic][data-state]",
  x: (i) => featureBoxMarkup("x-feature-box", i),
  lit: (i) => featureBoxMarkup("lit-feature-box", i),
};

// Each after its anchor: the panel, hidden until the anchor is hovered, focused or clicked.
const tooltipMarkup = (tag, i) => `<button type="button" aria-label="Delivery ${i + 1}">🚚</button><${tag}>Free delivery on orders over €50</${tag}>`;
const tooltip = {
  ready: "[part=panel]",
  x: (i) => tooltipMarkup("x-tooltip", i),
  lit: (i) => tooltipMarkup("lit-tooltip", i),
};
const popoverMarkup = (tag, i) =>
  `<button type="button">Details ${i + 1}</button><${tag}><p>Ships in 2–3 days. <a href="#returns">Free returns</a> within 30 days.</p></${tag}>`;
const popover = {
  ready: "[part=panel]",
  x: (i) => popoverMarkup("x-popover", i),
  lit: (i) => popoverMarkup("lit-popover", i),
};

const alternate = (a, b) => (kind) => (i) => (i % 2 === 0 ? a[kind](i) : b[kind](i));
const inTurn = (list) => (kind) => (i) => list[i % list.length][kind](i);

/**
 * The floor: a panel with a slot, rendered by React as a portal from one shared root (react-floor, no bridge)
 * against the same panel in Lit, on a page of their own. What no element of the bridge's design can go under.
 */
export const FLOOR = "floor: React portal / Lit";
const floor = {
  page: "floor.html",
  ready: "[part=panel]",
  x: (i) => `<button type="button">Details ${i + 1}</button><react-floor><p>Panel ${i + 1}</p></react-floor>`,
  lit: (i) => `<button type="button">Details ${i + 1}</button><lit-floor><p>Panel ${i + 1}</p></lit-floor>`,
};

/** Name of the mix of effect elements, whose ratio to Lit at 1,000 has a budget. */
export const EFFECTS_MIX = "effects mix";

export function subjects(available) {
  const list = [{ name: "x-countdown", ...countdown }];
  if (available.includes("x-rating")) {
    list.push({ name: "x-rating", ...rating });
    list.push({
      name: "mix",
      ready: "[part=unit], [part=star]",
      x: alternate(countdown, rating)("x"),
      lit: alternate(countdown, rating)("lit"),
      vanilla: alternate(countdown, rating)("vanilla"),
    });
  }
  const effects = {
    "x-counter": counter,
    "x-skill-bar": skillBar,
    "x-animate": animate,
    "x-parallax": parallax,
    "x-flip-card": flipCard,
    "x-cta": cta,
    "x-feature-box": featureBox,
    "x-tooltip": tooltip,
    "x-popover": popover,
  };
  if (Object.keys(effects).every((tag) => available.includes(tag))) {
    for (const [name, subject] of Object.entries(effects)) list.push({ name, ...subject });
    // Each in turn. The ready selectors match only their own element's content (x-feature-box's only once its
    // graphic has a state); x-animate and x-parallax must also have started.
    list.push({
      name: EFFECTS_MIX,
      ready: Object.values(effects)
        .map((subject) => subject.ready)
        .join(", "),
      started: `:not(x-animate, lit-animate, x-parallax, lit-parallax), :is(x-animate, lit-animate)${ANIMATE_STARTED}, :is([moving], :state(moving))`,
      x: inTurn(Object.values(effects))("x"),
      lit: inTurn(Object.values(effects))("lit"),
    });
  }
  list.push({ name: FLOOR, ...floor });
  return list;
}
