import { migrate, type Database } from "../../db";

export async function createTables(db: Database): Promise<void> {
  await migrate(db, [
    `CREATE TABLE IF NOT EXISTS cf7_submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form_id INTEGER NOT NULL,
      unit_tag TEXT NOT NULL,
      container_post INTEGER NOT NULL,
      status TEXT NOT NULL,
      fields TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
    )`,
    `CREATE TABLE IF NOT EXISTS cf7_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      submission_id INTEGER NOT NULL REFERENCES cf7_submissions(id),
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
    )`,
  ]);
}

export interface StoredSubmission {
  formId: number;
  unitTag: string;
  containerPost: number;
  status: string;
  posted: Record<string, string[]>;
  mail: { to: string; subject: string; body: string } | null;
}

/** The submission and its mail, in one transaction: either both are kept or neither. */
export async function storeSubmission(db: Database, submission: StoredSubmission): Promise<void> {
  const insert = {
    sql: "INSERT INTO cf7_submissions (form_id, unit_tag, container_post, status, fields) VALUES (?, ?, ?, ?, ?)",
    args: [submission.formId, submission.unitTag, submission.containerPost, submission.status, JSON.stringify(submission.posted)],
  };
  const mail = submission.mail
    ? [
        {
          sql: "INSERT INTO cf7_outbox (submission_id, recipient, subject, body) VALUES (last_insert_rowid(), ?, ?, ?)",
          args: [submission.mail.to, submission.mail.subject, submission.mail.body],
        },
      ]
    : [];
  await db.batch([insert, ...mail], "write");
}

export interface SubmissionRow {
  id: number;
  formId: number;
  status: string;
  fields: string;
  createdAt: string;
  mails: number;
}

export async function latestSubmissions(db: Database, limit = 100): Promise<SubmissionRow[]> {
  const result = await db.execute({
    sql: `SELECT s.id, s.form_id, s.status, s.fields, s.created_at, (SELECT COUNT(*) FROM cf7_outbox o WHERE o.submission_id = s.id) AS mails
          FROM cf7_submissions s ORDER BY s.id DESC LIMIT ?`,
    args: [limit],
  });
  return result.rows.map((row) => ({
    id: Number(row["id"]),
    formId: Number(row["form_id"]),
    status: String(row["status"]),
    fields: String(row["fields"]),
    createdAt: String(row["created_at"]),
    mails: Number(row["mails"]),
  }));
}
