import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { launchOptions } from "./tools/browser.mjs";

// End-to-end tests of the demo against the real reference server, in Debian's Chromium (or CHROME_PATH).
// The server runs the build in X_ELEMENTS_DIST (default dist/) with a fresh database per run.
const port = Number(process.env["E2E_PORT"] ?? 8181);
const dist = process.env["X_ELEMENTS_DIST"] ?? "dist";
// Outside dist/, which the server serves.
const database = process.env["X_ELEMENTS_DB"] ?? join(tmpdir(), `x-elements-e2e-${port}.db`);

export default defineConfig({
  projects: [
    { name: "e2e", testDir: "demo/e2e" },
    // What the build generates from the declarations (manifest, README tables, types, bundles): no browser needed.
    { name: "build", testDir: "tools/test/build" },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["./tools/test/playwright-count-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: launchOptions(),
    trace: "off",
  },
  webServer: {
    command: `node ${dist}/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), X_ELEMENTS_DB: database, X_ELEMENTS_DIST: dist, X_ELEMENTS_FRESH_DB: "1" },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
