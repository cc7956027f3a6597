import { serve } from "@hono/node-server";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { createApp } from "./app";
import { openDatabase } from "./db";

// The demo and its reference backend: `npm start` builds, then runs this on 127.0.0.1.
const port = Number(process.env["PORT"] ?? 8080);
const host = process.env["HOST"] ?? "127.0.0.1";
const root = process.cwd();
const dbFile = process.env["X_ELEMENTS_DB"] ?? resolve(root, "demo/server/data/x-elements.db");

// End-to-end runs start from an empty database so each run sees only its own rows.
if (process.env["X_ELEMENTS_FRESH_DB"] === "1") for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
const db = await openDatabase(dbFile);
// `npm start -- --strict-csp` or X_ELEMENTS_STRICT_CSP=1: every answer carries a strict Content Security Policy.
const strictCsp = process.argv.includes("--strict-csp") || process.env["X_ELEMENTS_STRICT_CSP"] === "1";
const app = await createApp({
  db,
  distDir: resolve(root, process.env["X_ELEMENTS_DIST"] ?? "dist"),
  demoDir: resolve(root, "demo"),
  strictCsp,
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const origin = `http://${host}:${info.port}`;
  console.log(`x-elements demo: the example site at ${origin}/  (database ${dbFile})${strictCsp ? "  [strict CSP]" : ""}`);
  console.log(`  the element gallery: ${origin}/gallery.html  ·  the playground: ${origin}/playground`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
