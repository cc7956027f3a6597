import type { Database } from "../../db";
import type { Page } from "./pages";

export interface Answer {
  answer: string;
  links: Array<{ title: string; url: string }>;
}

/** The demo pages, indexed afresh at every start (pages change between runs; the table is a cache). */
export async function indexPages(db: Database, pages: Page[]): Promise<void> {
  await db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS search_pages USING fts5(path UNINDEXED, title, body)");
  await db.batch(
    [
      "DELETE FROM search_pages",
      ...pages.map((page) => ({ sql: "INSERT INTO search_pages (path, title, body) VALUES (?, ?, ?)", args: [page.path, page.title, page.body] })),
    ],
    "write",
  );
}

/** Words of a question that say nothing about what is asked. */
const STOP_WORDS = new Set(
  "a an and are can do does for how i in is it me my of on or the this to what when where which who why with you your".split(" "),
);

/**
 * An FTS5 query from a visitor's question: each word (two letters or more, no stop word) as a quoted prefix, any of
 * them. Quoting keeps FTS5's own syntax (AND, NEAR, column filters, stray quotes) out of what a visitor types.
 */
export function matchQuery(question: string): string | null {
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].filter((word) => !STOP_WORDS.has(word)).slice(0, 12);
  return words.length ? words.map((word) => `"${word}"*`).join(" OR ") : null;
}

/** The answer: the best page's passage around the words (a title match weighs ten times a body match), and links. */
export async function answerFor(db: Database, question: string): Promise<Answer> {
  const match = matchQuery(question);
  const rows = match
    ? (
        await db.execute({
          sql: "SELECT path, title, snippet(search_pages, 2, '', '', '…', 24) AS excerpt FROM search_pages WHERE search_pages MATCH ? ORDER BY bm25(search_pages, 0, 10, 1) LIMIT 3",
          args: [match],
        })
      ).rows
    : [];
  if (!rows.length) return { answer: `Nothing on this site answers “${question.trim()}” yet.`, links: [] };
  const best = rows[0]!;
  return {
    answer: `From “${String(best["title"])}”: ${String(best["excerpt"])}`,
    links: rows.map((row) => ({ title: String(row["title"]), url: String(row["path"]) })),
  };
}
