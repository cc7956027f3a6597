// The relative imports between the project's modules, for the rules of the house: no import cycles, no behaviour
// folder importing another, nothing in src/ importing from elements/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx)$/;
/** Tests and their helpers may import entry points (to define the element under test). */
const SKIPPED = /\.test\.tsx?$|\.d\.ts$|(^|\/)test-helpers\.ts$|^src\/testing\//;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !SKIPPED.test(path) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((c) => existsSync(c) && statSync(c).isFile());
}

/** Map of module → modules it imports (paths relative to the project root), over src/ and elements/. */
export function importGraph(roots = ["src", "elements"]) {
  const graph = new Map();
  for (const file of roots.flatMap(sourceFiles)) {
    const imports = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s+"(\.[^"?]+)"/g)]
      .map((match) => resolveImport(file, match[1]))
      .filter(Boolean)
      .map((path) => relative(".", path));
    graph.set(relative(".", file), imports);
  }
  return graph;
}

/** Every cycle, each as the list of modules around it. */
export function importCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
