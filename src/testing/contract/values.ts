import type { Attribute, ExampleLike } from "./declarations";

/*
 * Values to feed an attribute, derived from its spec: a valid value other than the default (to see it reflected),
 * and a bad one (to see one warning and the default). Candidates go through the spec's own `parse`, so a value
 * is only used when the element itself accepts (or refuses) it.
 */

export interface Candidate {
  /** The attribute text. */
  raw: string;
  /** What `parse` makes of it: the property's expected value. */
  value: unknown;
  /** No candidate differs from the default (a JSON attribute whose shape admits nothing else we can build). */
  equalsDefault: boolean;
}

/** Same value for the suite's purposes: dates by time, everything else by its JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The attribute's texts in the declaration's examples, in order: realistic values come first. */
function exampleValues(attribute: Attribute, examples: ExampleLike[], tag: string): string[] {
  const template = document.createElement("template");
  const values: string[] = [];
  for (const example of examples) {
    template.innerHTML = example.html;
    const value = template.content.querySelector(tag)?.getAttribute(attribute.name);
    if (value != null) values.push(value);
  }
  return values;
}

/** The values of an enum, from its type text (`"a" | "b"`). */
function enumValues(typeText: string): string[] {
  return typeText.split(" | ").flatMap((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === "string" ? [value] : [];
    } catch {
      return [];
    }
  });
}

/** JSON values close to a default: the list reversed or shortened, or each text of an object changed. */
function jsonVariants(value: unknown): unknown[] {
  if (Array.isArray(value)) return [[...value].reverse(), value.slice(0, -1), []];
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return [Object.fromEntries(entries.map(([key, item]) => [key, typeof item === "string" ? `${item} (2)` : item])), {}];
  }
  return [{}, []];
}

/** An ISO date-time a day from now, to the second: valid, and close enough not to end or start anything by itself. */
export function tomorrow(): string {
  return new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString().replace(".000Z", "Z");
}

function kindCandidates(attribute: Attribute): string[] {
  const { spec } = attribute;
  switch (spec.kind) {
    case "boolean":
      return spec.default === true ? ["false"] : ["", "true"];
    case "enum":
      return enumValues(spec.typeText);
    case "number": {
      const base = typeof spec.default === "number" ? spec.default : 0;
      return [base + 1, base - 1, 1, 2, 0, 3, 5, 10, 0.5, 100, -1].map(String);
    }
    case "date":
      return [tomorrow()];
    case "string":
      return ["contract", "Contract text"];
    case "json":
      return [...jsonVariants(spec.default).map((value) => JSON.stringify(value)), "{}", "[]"];
  }
}

/** A valid value that is not the default, or undefined when none of the candidates is. */
export function validCandidate(attribute: Attribute, examples: ExampleLike[], tag: string): Candidate | undefined {
  const { spec } = attribute;
  for (const raw of [...exampleValues(attribute, examples, tag), ...kindCandidates(attribute)]) {
    const result = spec.parse(raw);
    if (result.ok && !sameValue(result.value, spec.default)) return { raw, value: result.value, equalsDefault: false };
  }
  if (spec.kind === "json") {
    // The default's own JSON: at least the attribute's reading and removal are exercised.
    const raw = JSON.stringify(spec.default);
    const result = spec.parse(raw);
    if (result.ok) return { raw, value: result.value, equalsDefault: true };
  }
  return undefined;
}

const BAD_VALUES: Record<Exclude<Attribute["spec"]["kind"], "string">, string> = {
  boolean: "maybe",
  number: "abc",
  date: "tomorrow",
  enum: "zzz",
  json: "{bad",
};

/** A value the attribute must refuse; for text attributes, one their pattern refuses, if they have one. */
export function badValue(attribute: Attribute): string | undefined {
  const { spec } = attribute;
  if (spec.kind !== "string") return BAD_VALUES[spec.kind];
  return ["zzz", "", "{bad", "-1"].find((raw) => !spec.parse(raw).ok);
}
