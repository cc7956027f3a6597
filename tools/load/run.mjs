// The reference server under load and faults (`npm run test:load`): a bounded load test on loopback of the three
// routes that take submissions (Contact Form 7's feedback, Rate My Post's process_rating, the MC4WP sign-up), then a
// crash in the middle of a write burst. Runs the built server (X_ELEMENTS_DIST, default dist/) on a port and a
// database of its own, with no dependency beyond Node's fetch.
//
//   node tools/load/run.mjs [--connections 200] [--seconds 20]
//
// 1. Load: `connections` clients send submissions, the three routes in turn, for `seconds` (at most 30). Prints
//    requests per second, latency percentiles and errors per route; the server must answer every one and stay up.
// 2. Every submission answered 200 (and accepted: mail_sent, a vote, a sign-up) is in the database exactly once.
// 3. Crash: a write burst at the same concurrency, SIGKILL of the server while requests are under way, a restart on
//    the same database; every submission answered 200 before the kill is there exactly once, and the restarted
//    server takes new ones.
// The last line is `load: N passed, N failed`; the exit code is 1 when anything failed.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { freePort } from "../free-port.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = resolve(root, process.env["X_ELEMENTS_DIST"] ?? "dist");
const main = join(dist, "server/main.js");

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}
const CONNECTIONS = option("connections", 200);
const SECONDS = Math.min(30, option("seconds", 20));
/** Accepted writes in the burst before the kill: enough that many more are under way when it comes. */
const BURST_BEFORE_KILL = 1000;
const REQUEST_TIMEOUT = 10_000;

const results = [];
function check(name, ok, detail = "") {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

// --- the server -------------------------------------------------------------------------------------------------

async function until(condition, timeout, what) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 50)); // polling interval, not a wait for an outcome
  }
}

function startServer(port, database, fresh) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      X_ELEMENTS_DB: database,
      X_ELEMENTS_DIST: dist,
      X_ELEMENTS_FRESH_DB: fresh ? "1" : "",
      X_ELEMENTS_STRICT_CSP: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((done) => child.once("exit", (code, signal) => done({ code, signal, stderr })));
  return { child, exited };
}

async function serverUp(origin) {
  try {
    return (await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

// --- the submissions --------------------------------------------------------------------------------------------

const run = Date.now().toString(36);
let sequence = 0;

/** Each submission carries a marker of its own, by which it is found in the database. */
const KINDS = {
  cf7: {
    label: "CF7 feedback",
    request(origin, n) {
      const marker = `load-${run}-${n}`;
      const body = new FormData();
      body.set("_wpcf7", "5");
      body.set("_wpcf7_unit_tag", "wpcf7-f5-p1-o1");
      body.set("_wpcf7_container_post", "1");
      body.set("your-name", marker);
      body.set("your-email", `${marker}@example.com`);
      body.set("your-message", "Sent by the load test.");
      body.set("your-consent", "1");
      return { marker, url: `${origin}/wp-json/contact-form-7/v1/contact-forms/5/feedback`, init: { method: "POST", body } };
    },
    accepted: (status, text) => status === 200 && JSON.parse(text).status === "mail_sent",
  },
  rmp: {
    label: "Rate My Post process_rating",
    request(origin, n) {
      // A post of its own for each vote: one vote per post and address is the plugin's rule.
      const marker = String(1_000_000 + n);
      const body = new URLSearchParams({ action: "process_rating", postID: marker, star_rating: "5", duration: "3" });
      return { marker, url: `${origin}/wp-admin/admin-ajax.php`, init: { method: "POST", body } };
    },
    accepted(status, text) {
      if (status !== 200) return false;
      const reply = JSON.parse(text);
      return Array.isArray(reply.errorMsg) && reply.errorMsg.length === 0 && Number(reply.voteCount) === 1;
    },
  },
  newsletter: {
    label: "MC4WP sign-up",
    request(origin, n) {
      const marker = `load-${run}-${n}@example.com`;
      const body = new URLSearchParams({
        EMAIL: marker,
        FNAME: "Load",
        "_mc4wp_lists[]": "weekly",
        AGREE_TO_TERMS: "1",
        _mc4wp_honeypot: "",
        _mc4wp_timestamp: String(Math.floor(Date.now() / 1000) - 10),
        _mc4wp_form_id: "42",
        _mc4wp_form_element_id: "mc4wp-form-1",
      });
      return { marker, url: `${origin}/newsletter.html`, init: { method: "POST", body } };
    },
    accepted: (status, text) => status === 200 && text.includes("mc4wp-form-success"),
  },
};
const ORDER = Object.keys(KINDS);

function newStats() {
  return Object.fromEntries(ORDER.map((kind) => [kind, { latencies: [], errors: 0, refused: 0, samples: [], accepted: [] }]));
}

/** Sends one submission; records its latency, and its marker when the server answered 200 and accepted it. */
async function send(origin, stats, inFlight) {
  const n = sequence++;
  const kind = ORDER[n % ORDER.length];
  const { marker, url, init } = KINDS[kind].request(origin, n);
  const stat = stats[kind];
  const start = performance.now();
  inFlight.count++;
  try {
    const response = await fetch(url, { ...init, headers: { "user-agent": "x-elements-load" }, signal: AbortSignal.timeout(REQUEST_TIMEOUT) });
    const text = await response.text();
    stat.latencies.push(performance.now() - start);
    let accepted = false;
    try {
      accepted = KINDS[kind].accepted(response.status, text);
    } catch {
      // not the route's answer: counted below
    }
    if (accepted) stat.accepted.push(marker);
    else {
      stat.refused++;
      if (stat.samples.length < 3) stat.samples.push(`${response.status} ${text.slice(0, 120)}`);
    }
    return true;
  } catch (error) {
    stat.errors++;
    if (stat.samples.length < 3) stat.samples.push(String(error.cause?.code ?? error.cause?.message ?? error.message));
    return false;
  } finally {
    inFlight.count--;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- the database -----------------------------------------------------------------------------------------------

/** How many times each marker is stored, per kind. */
async function storedMarkers(database) {
  const db = createClient({ url: `file:${database}` });
  try {
    const counts = Object.fromEntries(ORDER.map((kind) => [kind, new Map()]));
    const add = (kind, marker) => counts[kind].set(marker, (counts[kind].get(marker) ?? 0) + 1);
    for (const row of (await db.execute("SELECT fields FROM cf7_submissions")).rows) {
      const name = JSON.parse(String(row.fields))["your-name"]?.[0];
      if (name) add("cf7", name);
    }
    for (const row of (await db.execute("SELECT post_id FROM rmp_ratings")).rows) add("rmp", String(row.post_id));
    for (const row of (await db.execute("SELECT email FROM mc4wp_subscribers WHERE list_id = 'weekly'")).rows) add("newsletter", String(row.email));
    return counts;
  } finally {
    db.close();
  }
}

/** Every accepted marker stored exactly once; returns a description of what is not. */
function exactlyOnce(stats, counts) {
  const problems = [];
  for (const kind of ORDER) {
    const missing = stats[kind].accepted.filter((marker) => !counts[kind].has(marker));
    const twice = stats[kind].accepted.filter((marker) => (counts[kind].get(marker) ?? 0) > 1);
    if (missing.length) problems.push(`${KINDS[kind].label}: ${missing.length} answered 200 but not stored (${missing.slice(0, 3).join(", ")})`);
    if (twice.length) problems.push(`${KINDS[kind].label}: ${twice.length} stored more than once (${twice.slice(0, 3).join(", ")})`);
  }
  return problems;
}

const accepted = (stats) => ORDER.reduce((sum, kind) => sum + stats[kind].accepted.length, 0);

// --- the run ----------------------------------------------------------------------------------------------------

if (!existsSync(main)) {
  console.log(`${main} is missing: build first (npm run build)`);
  console.log("load: 0 passed, 1 failed");
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), "x-elements-load-"));
const database = join(folder, "load.db");
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server = startServer(port, database, true);

try {
  await until(() => serverUp(origin), 30_000, "the server");
  console.log(`server ${origin}, database ${database}; ${CONNECTIONS} connections for ${SECONDS} s`);

  // 1. Load.
  const load = newStats();
  const inFlight = { count: 0 };
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await send(origin, load, inFlight);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const all = ORDER.flatMap((kind) => load[kind].latencies).sort((a, b) => a - b);
  const errors = ORDER.reduce((sum, kind) => sum + load[kind].errors, 0);
  const refused = ORDER.reduce((sum, kind) => sum + load[kind].refused, 0);
  console.log(
    `load: ${all.length + errors} requests in ${elapsed.toFixed(1)} s = ${(all.length / elapsed).toFixed(0)} requests/s; ` +
      `latency p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms; ` +
      `errors ${errors}, refused ${refused}`,
  );
  for (const kind of ORDER) {
    const sorted = load[kind].latencies.sort((a, b) => a - b);
    console.log(
      `  ${KINDS[kind].label}: ${sorted.length} answered (${(sorted.length / elapsed).toFixed(0)}/s), p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `accepted ${load[kind].accepted.length}, errors ${load[kind].errors}, refused ${load[kind].refused}` +
        (load[kind].samples.length ? ` (${load[kind].samples.join(" | ")})` : ""),
    );
  }
  check("every request under load answered, none failed", errors === 0 && all.length > 0, `${errors} network errors or timeouts`);
  check("every submission under load accepted", refused === 0, `${refused} refused or not the route's answer`);
  check("the server is up after the load", await serverUp(origin));
  const afterLoad = exactlyOnce(load, await storedMarkers(database));
  check(
    "every submission answered 200 under load is stored exactly once",
    afterLoad.length === 0,
    afterLoad.join("; ") || `${accepted(load)} submissions`,
  );

  // 3. Crash in the middle of a write burst.
  const burst = newStats();
  const burstInFlight = { count: 0 };
  let killedWith = -1;
  let down = false;
  const clients = Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!down) if (!(await send(origin, burst, burstInFlight))) down = true;
    }),
  );
  await until(() => accepted(burst) >= BURST_BEFORE_KILL || down, 60_000, "the write burst");
  killedWith = burstInFlight.count;
  server.child.kill("SIGKILL");
  const killed = await server.exited;
  down = true;
  await clients;
  check(
    "the server was killed (SIGKILL) with requests under way",
    killed.signal === "SIGKILL" && killedWith > 0,
    `${accepted(burst)} submissions answered 200 before the kill, ${killedWith} under way when it came`,
  );

  server = startServer(port, database, false);
  await until(() => serverUp(origin), 30_000, "the restarted server");
  const afterCrash = exactlyOnce(burst, await storedMarkers(database));
  check(
    "after the restart, every submission answered 200 before the kill is stored exactly once",
    afterCrash.length === 0,
    afterCrash.join("; ") || `${accepted(burst)} submissions`,
  );
  const again = exactlyOnce(load, await storedMarkers(database));
  check("the load's submissions are all still there, once", again.length === 0, again.join("; "));

  const after = newStats();
  for (let i = 0; i < ORDER.length; i++) await send(origin, after, { count: 0 });
  const stored = exactlyOnce(after, await storedMarkers(database));
  check("the restarted server takes new submissions of each kind", accepted(after) === ORDER.length && stored.length === 0, stored.join("; "));
} catch (error) {
  check("the run completed", false, error.stack ?? String(error));
} finally {
  server.child.kill("SIGTERM");
  const { stderr } = await server.exited;
  if (stderr.trim()) console.log(`server stderr:\n${stderr.trim().slice(0, 2000)}`);
  rmSync(folder, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
console.log(`load: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
