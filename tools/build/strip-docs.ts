import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/*
 * Documentation stays out of browser bundles. Declarations (`src/<behaviour>/<name>.element.ts`, and modules that
 * share attribute specs with them) write descriptions, examples, slots, parts and CSS properties next to the code
 * they describe; the build's manifest reads them in Node. For the browser, this plugin removes them where they are
 * written: the properties of `declare({...})` that only document (and `view` and `stylesheets`, which only the build
 * reads), every `description` property in a module that
 * imports `define/declare` (attribute options, also those passed to a helper that builds specs), and the type texts
 * of `method(...)`, `property(...)` and `writableProperty(...)`; the argument of `event(...)` is emptied. The code
 * never reads them (src/define/declaration.ts says so).
 */
const DOC_KEYS = new Set([
  "summary",
  "description",
  "slots",
  "parts",
  "cssProperties",
  "states",
  "examples",
  "demo",
  "wordpress",
  "view",
  "stylesheets",
]);

const DESCRIPTION = new Set(["description"]);

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

/** A range of the code and what replaces it. */
type Range = [start: number, end: number, replacement: string];

/** Of an object literal, the ranges that remove its properties with one of the keys: each with the comma after it. */
function documenting(code: string, object: Node | undefined, keys: Set<string>): Range[] {
  if (object?.type !== "ObjectExpression") return [];
  return (object["properties"] as Node[])
    .filter((p) => p.type === "Property" && keys.has(keyName(p) ?? ""))
    .map((p) => [p.start, p.end + (/^\s*,/.exec(code.slice(p.end))?.[0].length ?? 0), ""]);
}

/** The ranges to remove in one call's arguments (to empty, for `event(...)`'s). */
function docRanges(code: string, call: Node): Range[] {
  const callee = call["callee"] as Node;
  const args = call["arguments"] as Node[];
  if (callee.type === "Identifier" && callee["name"] === "event") return args.map((arg) => [arg.start, arg.end, '""']);
  if (callee.type === "Identifier" && callee["name"] === "declare") return documenting(code, args[0], DOC_KEYS);
  const memberDocs = callee.type === "Identifier" ? MEMBER_DOC_KEYS[callee["name"] as string] : undefined;
  if (memberDocs) return documenting(code, args[0], memberDocs);
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
        if (node.type === "CallExpression") ranges.push(...docRanges(code, node));
        // In a module that declares attributes, a `description` is documentation wherever it is written: in an
        // attr.*() call's options, or in those of a helper that builds attribute specs.
        if (node.type === "ObjectExpression") ranges.push(...documenting(code, node, DESCRIPTION));
      });
      if (ranges.length === 0) return null;
      const out = new MagicString(code);
      // A range inside one already removed (an attribute's description inside a shared spread) is covered by it.
      ranges.sort((a, b) => a[0] - b[0]);
      let removedUntil = -1;
      for (const [start, end, replacement] of ranges) {
        if (start < removedUntil) continue;
        if (replacement === "") out.remove(start, end);
        else out.overwrite(start, end, replacement);
        removedUntil = end;
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
