import { randomBytes } from "node:crypto";
import { migrate, type Database } from "../../db";

/** Rate My Post's data: votes (with the single-use feedback token of a negative vote) and feedback. */
export async function migrateRatings(db: Database): Promise<void> {
  await migrate(db, [
    `CREATE TABLE IF NOT EXISTS rmp_ratings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      post_id INTEGER NOT NULL,
      value INTEGER NOT NULL,
      ip TEXT NOT NULL,
      duration INTEGER NOT NULL,
      token TEXT,
      token_used INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    )`,
    "CREATE INDEX IF NOT EXISTS rmp_ratings_post ON rmp_ratings (post_id, ip)",
    `CREATE TABLE IF NOT EXISTS rmp_feedback (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      rating_id INTEGER NOT NULL REFERENCES rmp_ratings (id),
      post_id INTEGER NOT NULL,
      feedback TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    )`,
  ]);
}

export interface Results {
  voteCount: number;
  avgRating: number;
}

/** The average rounded to one decimal, as the plugin's round(sum / votes, 1). */
export async function results(db: Database, postId: number): Promise<Results> {
  const { rows } = await db.execute({
    sql: "SELECT COUNT(*) AS votes, COALESCE(SUM(value), 0) AS total FROM rmp_ratings WHERE post_id = ?",
    args: [postId],
  });
  const votes = Number(rows[0]!["votes"]);
  const total = Number(rows[0]!["total"]);
  return { voteCount: votes, avgRating: votes ? Math.round((total / votes) * 10) / 10 : 0 };
}

/**
 * Stores a vote, unless this IP has voted on the post already (then null). One statement checks and inserts, so
 * two votes sent at once cannot both count. A negative vote gets a feedback token (32 hex characters, like the
 * plugin's md5).
 */
export async function addVote(db: Database, vote: { postId: number; value: number; ip: string; duration: number; withToken: boolean }) {
  const token = vote.withToken ? randomBytes(16).toString("hex") : null;
  const result = await db.execute({
    sql: `INSERT INTO rmp_ratings (post_id, value, ip, duration, token) SELECT ?, ?, ?, ?, ?
          WHERE NOT EXISTS (SELECT 1 FROM rmp_ratings WHERE post_id = ? AND ip = ?)`,
    args: [vote.postId, vote.value, vote.ip, vote.duration, token, vote.postId, vote.ip],
  });
  return result.rowsAffected === 1 ? { id: Number(result.lastInsertRowid), token } : null;
}

export async function tokenIsValid(db: Database, ratingId: number, postId: number, token: string): Promise<boolean> {
  const { rows } = await db.execute({
    sql: "SELECT 1 FROM rmp_ratings WHERE id = ? AND post_id = ? AND token = ? AND token_used = 0",
    args: [ratingId, postId, token],
  });
  return rows.length > 0;
}

/** Spends the token and stores the feedback; false when the token was spent meanwhile. */
export async function addFeedback(db: Database, ratingId: number, postId: number, token: string, feedback: string): Promise<boolean> {
  const tx = await db.transaction("write");
  try {
    const spent = await tx.execute({
      sql: "UPDATE rmp_ratings SET token_used = 1 WHERE id = ? AND post_id = ? AND token = ? AND token_used = 0",
      args: [ratingId, postId, token],
    });
    if (spent.rowsAffected !== 1) {
      await tx.rollback();
      return false;
    }
    await tx.execute({ sql: "INSERT INTO rmp_feedback (rating_id, post_id, feedback) VALUES (?, ?, ?)", args: [ratingId, postId, feedback] });
    await tx.commit();
    return true;
  } finally {
    tx.close();
  }
}

/** Read-only view for the demo and its end-to-end tests. */
export async function postReport(db: Database, postId: number) {
  const { rows } = await db.execute({
    sql: "SELECT f.feedback, r.value AS rating FROM rmp_feedback f JOIN rmp_ratings r ON r.id = f.rating_id WHERE f.post_id = ? ORDER BY f.id",
    args: [postId],
  });
  return { ...(await results(db, postId)), feedback: rows.map((row) => ({ rating: Number(row["rating"]), feedback: String(row["feedback"]) })) };
}
