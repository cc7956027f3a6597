// Where the test and bench tools find Chromium: CHROME_PATH, else a system Chromium or Chrome.
// (tools/test/run.mjs installs one when none is found.) No tool here downloads its own browser.
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
];

export function findChrome() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchOptions(extraArgs = []) {
  const executablePath = findChrome();
  if (!executablePath) throw new Error("No Chromium found: set CHROME_PATH, or run `npm test`, which installs one.");
  return { executablePath, headless: true, args: [...CHROME_ARGS, ...extraArgs] };
}
