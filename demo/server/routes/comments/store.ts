import { migrate, type Database } from "../../db";

export async function createTables(db: Database): Promise<void> {
  await migrate(db, [
    `CREATE TABLE IF NOT EXISTS wp_comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      post_id INTEGER NOT NULL,
      parent_id INTEGER NOT NULL DEFAULT 0,
      author TEXT NOT NULL,
      email TEXT NOT NULL,
      url TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL,
      ip TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
      created_ms INTEGER NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS wp_comments_post ON wp_comments (post_id, parent_id)",
  ]);
}

export interface Comment {
  id: number;
  postId: number;
  parentId: number;
  author: string;
  email: string;
  url: string;
  content: string;
  createdAt: string;
}

export interface NewComment {
  postId: number;
  parentId: number;
  author: string;
  email: string;
  url: string;
  content: string;
  ip: string;
  now: number;
}

const toComment = (row: Record<string, unknown>): Comment => ({
  id: Number(row["id"]),
  postId: Number(row["post_id"]),
  parentId: Number(row["parent_id"]),
  author: String(row["author"]),
  email: String(row["email"]),
  url: String(row["url"]),
  content: String(row["content"]),
  createdAt: String(row["created_at"]),
});

export async function commentsOf(db: Database, postId: number): Promise<Comment[]> {
  const { rows } = await db.execute({ sql: "SELECT * FROM wp_comments WHERE post_id = ? ORDER BY id", args: [postId] });
  return rows.map((row) => toComment(row as unknown as Record<string, unknown>));
}

export async function findComment(db: Database, id: number): Promise<Comment | null> {
  const { rows } = await db.execute({ sql: "SELECT * FROM wp_comments WHERE id = ?", args: [id] });
  return rows[0] ? toComment(rows[0] as unknown as Record<string, unknown>) : null;
}

/** WordPress's duplicate check: the same text on the same post from the same author name or email. */
export async function isDuplicate(db: Database, comment: NewComment): Promise<boolean> {
  const { rows } = await db.execute({
    sql: "SELECT 1 FROM wp_comments WHERE post_id = ? AND content = ? AND (author = ? OR (? != '' AND email = ?)) LIMIT 1",
    args: [comment.postId, comment.content, comment.author, comment.email, comment.email],
  });
  return rows.length > 0;
}

/** When this IP or this email last commented, in ms since the epoch (WordPress's wp_check_comment_flood). */
export async function lastCommentAt(db: Database, ip: string, email: string): Promise<number | null> {
  const { rows } = await db.execute({ sql: "SELECT MAX(created_ms) AS last FROM wp_comments WHERE ip = ? OR email = ?", args: [ip, email] });
  const last = rows[0]?.["last"];
  return last == null ? null : Number(last);
}

export async function addComment(db: Database, comment: NewComment): Promise<number> {
  const result = await db.execute({
    // The date shown (created_at) is the comment's own time, as created_ms is: a seeded thread is dated in the past.
    sql: "INSERT INTO wp_comments (post_id, parent_id, author, email, url, content, ip, created_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', ? / 1000, 'unixepoch'))",
    args: [comment.postId, comment.parentId, comment.author, comment.email, comment.url, comment.content, comment.ip, comment.now, comment.now],
  });
  return Number(result.lastInsertRowid);
}
