// WordPress.org's Plugin Check on the plugin as it ships: packs dist/x-elements-wp.zip (`npm run build:wp`, with the
// current dist/), unpacks it into a temporary folder and runs every Plugin Check check on it inside a WordPress that
// has Plugin Check in wp-content/plugins/plugin-check (a released copy, with its vendor/ folder; it need not be
// active). Prints each error and warning and their counts; exits 1 when there is any.
//
//   node tools/wp/plugin-check.mjs [WORDPRESS_DIR]     (default: $REALWP_ROOT/wordpress, REALWP_ROOT=/work/realwp-run)
//
// Runs as the owner of WORDPRESS_DIR (root switches with runuser). Needs no network: plugin-check.php tells Plugin
// Check the version this WordPress runs as the current one, which Plugin Check otherwise asks api.wordpress.org for.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ROOT } from "./stage.mjs";

const wordpress = process.argv[2] ?? join(process.env.REALWP_ROOT ?? "/work/realwp-run", "wordpress");
const host = process.env.PLUGIN_CHECK_HOST ?? "127.0.0.1:8088";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

run(process.execPath, [join(ROOT, "tools", "wp", "build.mjs")], { cwd: ROOT, stdio: ["ignore", "inherit", "pipe"] });
const work = mkdtempSync(join(tmpdir(), "x-elements-plugin-check-"));
try {
  run("unzip", ["-q", join(ROOT, "dist", "x-elements-wp.zip"), "-d", work]);
  chmodSync(work, 0o755); // the WordPress user reads the unpacked copy
  run("chmod", ["-R", "a+rX", work]);
  const php = [join(ROOT, "tools", "wp", "plugin-check.php"), wordpress, join(work, "x-elements"), host];
  const owner = statSync(join(wordpress, "wp-content")).uid;
  const asOwner = userInfo().uid === 0 && owner !== 0;
  const output = asOwner ? run("runuser", ["-u", run("id", ["-nu", String(owner)]).trim(), "--", "php", ...php]) : run("php", php);
  const report = JSON.parse(output);
  for (const item of report.results) {
    console.log(`${item.type} ${item.file}:${item.line}:${item.column} ${item.code}\n    ${item.message.replace(/<[^>]+>/g, "")}`);
  }
  const count = (type) => report.results.filter((item) => item.type === type).length;
  console.log(`plugin-check: WordPress ${report.wordpress}, ${report.checks.length} checks: ${count("ERROR")} errors, ${count("WARNING")} warnings`);
  process.exitCode = report.results.length ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
