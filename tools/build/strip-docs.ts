import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/*
 * Documentation stays out of browser bundles. Declarations (`src/<behaviour>/<name>.element.ts`, and modules that
 * share attribute specs with them) write descriptions, examples, slots, parts and CSS properties next to the code
 * they describe; the build's manifest reads them in Node. For the browser, this plugin empties them where they are
 * written: the properties of `declare({...})` that only document, the `description` of every `attr.*({...})`, and
 * the argument of `event(...)`. The code never reads them (src/define/declaration.ts says so).
 */
const DOC_KEYS = new Set(["summary", "description", "slots", "parts", "cssProperties", "states", "examples", "demo"]);

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

/** The ranges to empty in one call's arguments. */
function docRanges(call: Node): Range[] {
  const callee = call["callee"] as Node;
  const args = call["arguments"] as Node[];
  // The range to empty of each documenting property: its value, or the whole of a shorthand `{ slots }`.
  const objectProperties = (object: Node | undefined, keys: Set<string>): Array<Pick<Node, "start" | "end"> & { shorthand?: string }> =>
    object?.type === "ObjectExpression"
      ? (object["properties"] as Node[])
          .filter((p) => p.type === "Property" && keys.has(keyName(p) ?? ""))
          .map((p) => (p["shorthand"] ? { start: p.start, end: p.end, shorthand: keyName(p)! } : (p["value"] as Node)))
      : [];
  const emptied = (v: { start: number; end: number; shorthand?: string }): Range => [v.start, v.end, v.shorthand ? `${v.shorthand}: ""` : '""'];
  if (callee.type === "Identifier" && callee["name"] === "event") return args.map((arg) => [arg.start, arg.end, '""']);
  if (callee.type === "Identifier" && callee["name"] === "declare") return objectProperties(args[0], DOC_KEYS).map(emptied);
  if (callee.type === "MemberExpression" && (callee["object"] as Node).type === "Identifier" && (callee["object"] as Node)["name"] === "attr") {
    return args.flatMap((arg) => objectProperties(arg, new Set(["description"]))).map(emptied);
  }
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
