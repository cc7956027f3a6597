import { fileURLToPath } from "node:url";
import MagicString from "magic-string";
import { parseAst } from "vite";

/*
 * Leaflet without HTML string sinks, for pages that enforce Trusted Types: every `X.innerHTML = expr` statement of
 * Leaflet's module becomes `setLeafletHTML(X, expr)` (src/map/leaflet-html.ts), which builds the nodes instead.
 * "leaflet" is its ES module (its package names only the UMD file), so that the rewritten file is the one imported.
 * Used by the library build and by the element tests' server, so that the tests run the Leaflet that ships.
 * A plain .mjs file: the element tests' configuration imports it in Node, which does not read TypeScript.
 */
const LEAFLET = /[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet-src\.esm\.js($|\?)/;
const ESM_ENTRY = "leaflet/dist/leaflet-src.esm.js";
const HELPER = fileURLToPath(new URL("../../src/map/leaflet-html.ts", import.meta.url));

const isNode = (value) => typeof value === "object" && value !== null && typeof value.type === "string";

/** Every `X.innerHTML = expr` of the program. */
function innerHtmlAssignments(node, found = []) {
  if (
    node.type === "AssignmentExpression" &&
    node.left.type === "MemberExpression" &&
    !node.left.computed &&
    node.left.property.name === "innerHTML"
  ) {
    found.push(node);
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) innerHtmlAssignments(child, found);
  }
  return found;
}

export function leafletTrustedTypes() {
  return {
    name: "x-elements:leaflet-trusted-types",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "leaflet" ? this.resolve(ESM_ENTRY, importer, { skipSelf: true }) : null;
    },
    transform(code, id) {
      if (!LEAFLET.test(id)) return null;
      const assignments = innerHtmlAssignments(parseAst(code));
      // A Leaflet that writes its markup some other way: say so rather than ship one that throws under Trusted Types.
      if (assignments.length === 0) this.error(`${id}: no innerHTML assignment found; check how this Leaflet writes its markup`);
      const out = new MagicString(code);
      for (const { start, end, left, right, operator } of assignments) {
        if (operator !== "=") this.error(`${id}: innerHTML ${operator} at ${start} cannot be rewritten`);
        out.overwrite(start, right.start, `setLeafletHTML(${code.slice(left.object.start, left.object.end)}, `);
        out.appendLeft(end, ")");
      }
      out.prepend(`import { setLeafletHTML } from ${JSON.stringify(HELPER)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
