// What the upgrade benchmark inserts: for each element, its markup as x-elements, Lit and vanilla elements
// render it (a subject without a vanilla peer is measured against Lit only), the selector in its shadow root that
// proves an instance shows its content, and optionally a selector the element itself must match once it has started
// (x-animate: its data-state, set from the first answer of its in-view observer).
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
const animate = {
  ready: "slot:not([data-x-fallback])",
  started: "[data-state]",
  x: (i) => `<x-animate effect="${EFFECTS[i % EFFECTS.length]}"><p>Entrance ${i + 1}</p></x-animate>`,
  lit: (i) => `<lit-animate effect="${EFFECTS[i % EFFECTS.length]}"><p>Entrance ${i + 1}</p></lit-animate>`,
};

const alternate = (a, b) => (kind) => (i) => (i % 2 === 0 ? a[kind](i) : b[kind](i));
const inTurn = (list) => (kind) => (i) => list[i % list.length][kind](i);

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
  if (["x-counter", "x-skill-bar", "x-animate"].every((tag) => available.includes(tag))) {
    list.push({ name: "x-counter", ...counter }, { name: "x-skill-bar", ...skillBar }, { name: "x-animate", ...animate });
    const effects = [counter, skillBar, animate];
    list.push({
      name: EFFECTS_MIX,
      ready: [counter.ready, skillBar.ready, animate.ready].join(", "),
      started: ":not(x-animate, lit-animate), [data-state]",
      x: inTurn(effects)("x"),
      lit: inTurn(effects)("lit"),
    });
  }
  return list;
}
