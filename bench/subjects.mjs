// What the upgrade benchmark inserts: for each element, its markup as x-elements, Lit and vanilla elements
// render it, and the selector that proves an instance shows its content.
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

const alternate = (a, b) => (kind) => (i) => (i % 2 === 0 ? a[kind](i) : b[kind](i));

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
  return list;
}
