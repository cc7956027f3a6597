import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createClient, type Client } from "@libsql/client";

export type Database = Client;

/**
 * The reference backend's embedded SQLite database, created on first start. Each route module brings its own
 * schema (CREATE TABLE IF NOT EXISTS), so a restart keeps every row. Queries are parameterised, always.
 *
 * Durability, chosen on purpose: write-ahead logging (journal_mode=WAL, kept in the file) with synchronous=NORMAL.
 * A commit is in the log when its query returns, so a submission the server has answered 200 for survives a killed
 * or crashed server process: `npm run test:load` kills it (SIGKILL) in the middle of a write burst and finds every
 * answered submission stored once after the restart. NORMAL leaves the log's fsync to checkpoints: a power cut or an
 * OS crash may lose the last commits (never corrupt the file). FULL would fsync at every commit; measured at 200
 * concurrent connections it cut throughput four to five times and pushed p99 past several seconds, because the
 * client's calls are synchronous and each fsync holds the server's one thread. synchronous is a setting of each
 * connection: it is set here on the client's first connection; a further connection the pool opens while a
 * transaction holds the first (Rate My Post's feedback), and which serves queries beside it from then on, keeps
 * SQLite's default, FULL: stricter, never weaker.
 */
export async function openDatabase(file: string): Promise<Database> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = createClient({ url: file === ":memory:" ? ":memory:" : `file:${file}` });
  await db.execute("PRAGMA journal_mode = WAL");
  await db.execute("PRAGMA synchronous = NORMAL");
  await db.execute("PRAGMA foreign_keys = ON");
  return db;
}

export async function migrate(db: Database, statements: string[]): Promise<void> {
  for (const sql of statements) await db.execute(sql);
}
