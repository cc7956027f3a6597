import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createClient, type Client } from "@libsql/client";

export type Database = Client;

/**
 * The reference backend's embedded SQLite database, created on first start. Each route module brings its own
 * schema (CREATE TABLE IF NOT EXISTS), so a restart keeps every row. Queries are parameterised, always.
 */
export async function openDatabase(file: string): Promise<Database> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = createClient({ url: file === ":memory:" ? ":memory:" : `file:${file}` });
  await db.execute("PRAGMA journal_mode = WAL");
  await db.execute("PRAGMA foreign_keys = ON");
  return db;
}

export async function migrate(db: Database, statements: string[]): Promise<void> {
  for (const sql of statements) await db.execute(sql);
}
