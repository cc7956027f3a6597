import { migrate, type Database } from "../../db";

export async function createTables(db: Database): Promise<void> {
  await migrate(db, [
    `CREATE TABLE IF NOT EXISTS mc4wp_subscribers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form_id INTEGER NOT NULL,
      list_id TEXT NOT NULL,
      email TEXT NOT NULL,
      fields TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
      UNIQUE (email, list_id)
    )`,
  ]);
}

/** Subscribes the address to each list it is not on yet, in one transaction; returns the lists it was added to. */
export async function subscribe(db: Database, formId: number, email: string, lists: string[], fields: Record<string, string>): Promise<string[]> {
  const results = await db.batch(
    lists.map((list) => ({
      sql: "INSERT OR IGNORE INTO mc4wp_subscribers (form_id, list_id, email, fields) VALUES (?, ?, ?, ?)",
      args: [formId, list, email, JSON.stringify(fields)],
    })),
    "write",
  );
  return lists.filter((_, index) => results[index]!.rowsAffected === 1);
}

export interface SubscriberRow {
  id: number;
  list: string;
  email: string;
  fields: Record<string, string>;
  createdAt: string;
}

export async function latestSubscribers(db: Database, limit = 100): Promise<SubscriberRow[]> {
  const { rows } = await db.execute({
    sql: "SELECT id, list_id, email, fields, created_at FROM mc4wp_subscribers ORDER BY id DESC LIMIT ?",
    args: [limit],
  });
  return rows.map((row) => ({
    id: Number(row["id"]),
    list: String(row["list_id"]),
    email: String(row["email"]),
    fields: JSON.parse(String(row["fields"])) as Record<string, string>,
    createdAt: String(row["created_at"]),
  }));
}
