// `npm test`: find (or install) a Chromium, lint, check formatting and function lengths, type-check, run the element tests, build,
// run the end-to-end and build tests, test the WordPress plugin on a real WordPress, and end with one line
// `N passed, N failed`. `npm test -- lint`, `-- elements`, `-- e2e` or `-- wp` runs one part; `npm test -- elements
// x-slider` (one tag or several) only those elements' tests: their folders' and the contract suite for their tags.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChrome } from "../browser.mjs";
import { TSC } from "../tsc.mjs";

const [part = "all", ...tags] = process.argv.slice(2);
if (tags.length) {
  if (part !== "elements") fail(`Tags (${tags.join(" ")}) are for one part: npm test -- elements ${tags.join(" ")}`);
  process.env.X_TAGS = tags.join(",");
}
const totals = { passed: 0, failed: 0 };
/** The failed tests' lines, repeated above the total line so that the end of a long log names them. */
const failures = [];
const FAILURE_LINE = /^(failed: |not ok - )/;

function run(command, args, { summary } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const pattern = summary && new RegExp(`^${summary}: (\\d+) passed, (\\d+) failed`);
    let failedHere = 0;
    const count = (line) => {
      if (summary && FAILURE_LINE.test(line)) failures.push(`${summary}: ${line}`);
      const match = pattern && pattern.exec(line);
      if (!match) return;
      totals.passed += Number(match[1]);
      totals.failed += Number(match[2]);
      failedHere += Number(match[2]);
    };
    // Whole lines only: a summary line may arrive split over two chunks.
    const scanner = (stream) => {
      let partial = "";
      const scan = (chunk) => {
        stream.write(chunk);
        const lines = (partial + chunk.toString()).split("\n");
        partial = lines.pop();
        lines.forEach(count);
      };
      scan.flush = () => count(partial);
      return scan;
    };
    const [out, err] = [scanner(process.stdout), scanner(process.stderr)];
    child.stdout.on("data", out);
    child.stderr.on("data", err);
    child.on("close", (code) => {
      out.flush();
      err.flush();
      // A step that failed without reporting a failed test (a port in use, a browser that did not start) still
      // counts as one failure, so that the total line never says 0 failed when something failed.
      if (summary && code !== 0 && failedHere === 0) totals.failed++;
      resolve(code ?? 1);
    });
  });
}

function ensureBrowser() {
  let path = findChrome();
  if (path) return path;
  if (process.env.CHROME_PATH) fail(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium with apt-get ...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env });
    path = findChrome();
    if (path) return path;
  }
  fail(
    "No Chromium or Chrome could be found or installed.\n" +
      "Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; macOS: install Google Chrome) or set\n" +
      "CHROME_PATH=/path/to/chrome, then run `npm test` again.",
  );
}

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

process.env.CHROME_PATH = ensureBrowser();
console.log(`Browser: ${process.env.CHROME_PATH}`);

let exitCode = 0;
/** A check that is no test runner: its failure counts as one failed test in the total line. */
async function check(name, command, args) {
  if ((await run(command, args)) === 0) return;
  console.error(`${name} failed.`);
  failures.push(`${name} failed.`);
  totals.failed++;
  exitCode = 1;
}

if (part === "all" || part === "lint") {
  await check("Lint", "npx", ["eslint", "--max-warnings", "0", "."]);
  await check("Formatting (npx prettier --write . fixes it)", "npx", ["prettier", "--check", "--log-level", "warn", "."]);
  // Each function a screen long at most (150 lines) in src/ and wordpress/: the check lists any longer, by name and file.
  await check("Function lengths", "node", ["tools/function-lengths.mjs"]);
}
if (part === "all" || part === "elements") {
  await check("Type-check", "node", [TSC, "--noEmit", "-p", "tsconfig.json"]);
  // The WordPress plugin's block editor scripts: plain files WordPress loads as they are, checked as JSDoc.
  await check("Type-check of the block editor's scripts", "node", [TSC, "--noEmit", "-p", "tsconfig.wordpress.json"]);
  if ((await run("npx", ["web-test-runner"], { summary: "wtr" })) !== 0) exitCode = 1;
}
if (part === "all" || part === "e2e") {
  if ((await run("npm", ["run", "build", "--silent"])) !== 0) fail("Build failed.");
  if ((await run("npx", ["playwright", "test"], { summary: "e2e" })) !== 0) exitCode = 1;
}
if (part === "all" || part === "wp") {
  // The WordPress plugin on a real WordPress (Debian's wordpress, php-cli, mariadb-server: .ci/run installs them).
  // Outside CI a machine without them skips this part and says so; in CI their absence is a failure.
  const wordpressHere =
    spawnSync("sh", ["-c", "command -v php && (command -v mariadbd || test -x /usr/sbin/mariadbd) && test -f /usr/share/wordpress/wp-settings.php"])
      .status === 0;
  if (wordpressHere || process.env.CI) {
    if (part === "wp" && (await run("npm", ["run", "build", "--silent"])) !== 0) fail("Build failed.");
    if ((await run("node", ["tools/wp/test.mjs"], { summary: "wp" })) !== 0) exitCode = 1;
  } else {
    console.log("wp: skipped, no PHP, MariaDB and WordPress here (apt-get install wordpress php-cli php-mysql mariadb-server)");
  }
}
if (totals.failed > 0) exitCode = 1;
if (failures.length) console.log(`\nWhat failed:\n${failures.map((line) => `  ${line}`).join("\n")}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
