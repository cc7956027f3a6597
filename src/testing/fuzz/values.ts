import type { Attribute } from "../contract/declarations";

/*
 * Hostile attribute values, as page builders paste them: the same list for every attribute, whatever its kind,
 * plus, for JSON attributes, the attribute's own realistic value with every text in it replaced by attacker markup.
 * Generated from a seed, so a failure is repeated by running again with the same seed.
 */

/** The seed of every generated value and of the order values are tried in. Change it to explore; failures name it. */
export const SEED = 25;

/** A small, fast, seeded generator (mulberry32): numbers in [0, 1). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded string hash, so that each attribute's order depends on the seed and its own name only. */
export function hash(text: string, seed = SEED): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The array shuffled by the generator (Fisher-Yates), a new array. */
export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What the trap catches: script the page did not write, run by markup or a URL an attribute smuggled in. */
export const PWNED = "__pwned";
export const MARKUP = `<img src=x onerror="window.${PWNED}=1"><script>window.${PWNED}=1</script>`;
export const SCRIPT_URL = `javascript:window.${PWNED}=1`;

// Texts of many scripts and directions: right-to-left override, Arabic and Hebrew, combining marks, an emoji with
// joiners, zero-width characters, a lone surrogate, control characters.
const ALPHABET = [
  "a",
  "Z",
  " ",
  "\u202e",
  "\u202c",
  "\u200f",
  "مرحبا",
  "שלום",
  "e\u0301",
  "👩‍👩‍👧",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\u0007",
  "\u0000",
  "𝔘",
  "\"'<>&",
];

function text(next: () => number, length: number): string {
  let out = "";
  while (out.length < length) out += ALPHABET[Math.floor(next() * ALPHABET.length)]!;
  return out.slice(0, length);
}

function nested(depth: number, open: string, close: string, inner: string): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Every string in a JSON value replaced by `replacement` (keys kept). */
function replaceTexts(value: unknown, replacement: string): unknown {
  if (typeof value === "string") return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceTexts(item, replacement));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceTexts(item, replacement)]));
  return value;
}

export interface Hostile {
  /** A short name for reports. */
  name: string;
  raw: string;
}

/**
 * The hostile values for one attribute, in a seeded order. `realistic` is the attribute's value in the example,
 * if it has one: for JSON, its texts are turned into attacker markup and script URLs, which reach whatever renders them.
 */
export function hostileValues(attribute: Attribute, realistic: string | null): Hostile[] {
  const next = random(hash(attribute.name));
  const values: Hostile[] = [
    { name: "empty", raw: "" },
    { name: "whitespace", raw: " \t\n\r\u00a0 " },
    { name: "100 KB", raw: text(next, 100_000) },
    { name: "unicode and right-to-left", raw: text(next, 64) },
    { name: "NaN", raw: "NaN" },
    { name: "-1", raw: "-1" },
    { name: "1e309", raw: "1e309" },
    { name: "markup", raw: MARKUP },
    { name: "script URL", raw: SCRIPT_URL },
    { name: "invalid JSON", raw: '{"a":' },
    { name: "nested arrays", raw: nested(5000, "[", "]", "") },
    { name: "nested objects", raw: nested(2000, '{"a":', "}", "1") },
    { name: "prototype keys", raw: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' },
    { name: "array of numbers", raw: "[1,2,3]" },
    { name: "JSON null", raw: "null" },
    { name: "JSON text", raw: JSON.stringify(MARKUP) },
  ];
  if (attribute.spec.kind === "json") {
    let base: unknown = attribute.spec.default;
    if (realistic !== null) {
      try {
        base = JSON.parse(realistic);
      } catch {
        // an example's value that is not JSON (a child script's text is read instead): the default's shape it is
      }
    }
    values.push({ name: "texts as markup", raw: JSON.stringify(replaceTexts(base, MARKUP)) });
    values.push({ name: "texts as script URLs", raw: JSON.stringify(replaceTexts(base, SCRIPT_URL)) });
  }
  return shuffle(values, next);
}
