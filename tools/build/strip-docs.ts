import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/*
 * Documentation stays out of browser bundles. Declarations (`src/<behaviour>/<name>.element.ts`, and modules that
 * share attribute specs with them) write descriptions, examples, slots, parts and CSS properties next to the code
 * they describe; the build's manifest reads them in Node. For the browser, this plugin empties them where they are
 * written: the properties of `declare({...})` that only document, every `description` property in a module that
 * imports `define/declare` (attribute options, also those passed to a helper that builds specs), the argument of
 * `event(...)`, and the type texts of `method(...)`, `property(...)` and `writableProperty(...)`. The code never reads them (src/define/declaration.ts says so).
 */
const DOC_KEYS = new Set(["summary", "description", "slots", "parts", "cssProperties", "states", "examples", "demo", "wordpress"]);

/** Type texts of declared methods and properties (src/define/methods.ts): the manifest's, by builder. */
const MEMBER_DOC_KEYS: Record<string, Set<string> | undefined> = {
  method: new Set(["parameters", "returns"]),
  property: new Set(["type"]),
  writableProperty: new Set(["type"]),
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function keyName(property: Node): string | undefined {
  const key = property["key"] as Node | undefined;
  if (!key) return undefined;
  return key.type === "Identifier" ? (key["name"] as string) : typeof key["value"] === "string" ? (key["value"] as string) : undefined;
}

/** Of an object literal, the properties with one of the keys: their value's range, or the whole of a shorthand `{ slots }`. */
function documenting(object: Node | undefined, keys: Set<string>): Array<{ start: number; end: number; shorthand?: string }> {
  if (object?.type !== "ObjectExpression") return [];
  return (object["properties"] as Node[])
    .filter((p) => p.type === "Property" && keys.has(keyName(p) ?? ""))
    .map((p) => (p["shorthand"] ? { start: p.start, end: p.end, shorthand: keyName(p)! } : (p["value"] as Node)));
}

const emptied = (v: { start: number; end: number; shorthand?: string }): Range => [v.start, v.end, v.shorthand ? `${v.shorthand}: ""` : '""'];

/** The ranges to empty of an object literal's `description` property. */
function descriptions(object: Node): Range[] {
  return documenting(object, new Set(["description"])).map(emptied);
}

/** A range of the code and what replaces it. */
type Range = [start: number, end: number, replacement: string];

/** The ranges to empty in one call's arguments. */
function docRanges(call: Node): Range[] {
  const callee = call["callee"] as Node;
  const args = call["arguments"] as Node[];
  if (callee.type === "Identifier" && callee["name"] === "event") return args.map((arg) => [arg.start, arg.end, '""']);
  if (callee.type === "Identifier" && callee["name"] === "declare") return documenting(args[0], DOC_KEYS).map(emptied);
  const memberDocs = callee.type === "Identifier" ? MEMBER_DOC_KEYS[callee["name"] as string] : undefined;
  if (memberDocs) return documenting(args[0], memberDocs).map(emptied);
  return [];
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => isNode(child) && walk(child, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

export function stripDocs(): Plugin {
  return {
    name: "x-elements:strip-docs",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!/[\\/]src[\\/]/.test(id) || !code.includes("define/declare")) return null;
      const ranges: Range[] = [];
      walk(parseAst(code) as unknown as Node, (node) => {
        if (node.type === "CallExpression") ranges.push(...docRanges(node));
        // In a module that declares attributes, a `description` is documentation wherever it is written: in an
        // attr.*() call's options, or in those of a helper that builds attribute specs.
        if (node.type === "ObjectExpression") ranges.push(...descriptions(node));
      });
      if (ranges.length === 0) return null;
      const out = new MagicString(code);
      // A range inside one already emptied (an attribute's description inside a shared spread) is covered by it.
      ranges.sort((a, b) => a[0] - b[0]);
      let emptiedUntil = -1;
      for (const [start, end, replacement] of ranges) {
        if (start < emptiedUntil) continue;
        out.overwrite(start, end, replacement);
        emptiedUntil = end;
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
