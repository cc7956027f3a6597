import { expect, test } from "@playwright/test";
import { importCycles, importGraph } from "../../build/import-graph.mjs";

// The rules of the house for imports (ARCHITECTURE.md), over src/ and elements/ (and no cycle in the demo's server).
const graph = importGraph();
const behaviour = (path: string) => /^src\/([^/]+)\//.exec(path)?.[1];
const SHARED = new Set(["define", "shared", "testing"]);

test("no module imports itself back through others", () => {
  expect(importCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
});

test("no module of the demo's server imports itself back through others", () => {
  expect(importCycles(importGraph(["demo/server"])).map((cycle) => cycle.join(" -> "))).toEqual([]);
});

test("nothing in src/ imports from elements/, and no behaviour folder imports another", () => {
  const wrong = [...graph].flatMap(([from, imports]) =>
    imports
      .filter((to) => {
        if (!from.startsWith("src/")) return false;
        if (to.startsWith("elements/")) return true;
        const [a, b] = [behaviour(from), behaviour(to)];
        return a !== b && !SHARED.has(a!) && !SHARED.has(b!);
      })
      .map((to) => `${from} -> ${to}`),
  );
  expect(wrong).toEqual([]);
});
