import type { Database } from "../../db";
import { answersKind } from "./answer-kinds";
import type { Passage } from "./passages";

export interface Link {
  title: string;
  url: string;
}

export interface Answer {
  answer: string;
  /** Where the answer was read, when there is one. */
  source: Link | null;
  /** Other pages that may help. */
  links: Link[];
}

/**
 * A project's passages, indexed afresh at every start (pages change between runs; the table is a cache). Words are
 * stemmed (porter), so "prices" finds "price".
 */
export async function indexPassages(db: Database, project: string, passages: Passage[]): Promise<void> {
  await db.execute(
    "CREATE VIRTUAL TABLE IF NOT EXISTS search_passages USING fts5(project UNINDEXED, url UNINDEXED, page, heading, text, tokenize = 'porter unicode61 remove_diacritics 2')",
  );
  await db.batch(
    [
      { sql: "DELETE FROM search_passages WHERE project = ?", args: [project] },
      ...passages.map((passage) => ({
        sql: "INSERT INTO search_passages (project, url, page, heading, text) VALUES (?, ?, ?, ?, ?)",
        args: [project, passage.url, passage.page, passage.heading, passage.text],
      })),
    ],
    "write",
  );
}

/** Words of a question that say nothing about what is asked. */
const STOP_WORDS = new Set(
  "a an and are can do does for how i in is it me my of on or the this to what when where which who why with you your".split(" "),
);

/** The words of a question worth looking for (two letters or more, no stop word). */
const questionWords = (question: string) =>
  [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].filter((word) => !STOP_WORDS.has(word)).slice(0, 12);

/**
 * An FTS5 query from a visitor's question: its words, any of them. Quoting keeps FTS5's own syntax (AND, NEAR, column
 * filters, stray quotes) out of what a visitor types.
 */
export function matchQuery(question: string): string | null {
  const words = questionWords(question);
  return words.length ? words.map((word) => `"${word}"`).join(" OR ") : null;
}

const EXTRACT_LENGTH = 280;

/** A short extract of a passage: from its sentence that holds most of the question's words, a few sentences long. */
export function extract(text: string, question: string): string {
  if (text.length <= EXTRACT_LENGTH) return text;
  // A word matches by its first letters (a rough stem: "prices" and "price", "takes" and "take").
  const stems = questionWords(question).map((word) => word.slice(0, Math.max(3, word.length - 2)));
  const sentences = text.split(/(?<=[.!?])\s+/);
  const hits = (sentence: string) => {
    const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return stems.filter((stem) => words.some((word) => word.startsWith(stem))).length + (answersKind(question, sentence) ? 1 : 0);
  };
  let best = 0;
  sentences.forEach((sentence, index) => {
    if (hits(sentence) > hits(sentences[best]!)) best = index;
  });
  let result = sentences[best]!;
  for (const next of sentences.slice(best + 1)) {
    if (result.length + next.length + 1 > EXTRACT_LENGTH) break;
    result += ` ${next}`;
  }
  return result.length > EXTRACT_LENGTH ? `${result.slice(0, EXTRACT_LENGTH - 1).replace(/\s+\S*$/, "")}…` : result;
}

interface Row {
  url: string;
  page: string;
  heading: string;
  text: string;
  rank: number;
}

/**
 * The answer from a project's passages: of those that match (a heading weighs twice its text), one that gives
 * what the question asks for (a price, a duration...) comes before one that merely matches; then the best match.
 */
export async function answerFor(db: Database, project: string, question: string): Promise<Answer> {
  const match = matchQuery(question);
  const rows = match
    ? ((
        await db.execute({
          sql: "SELECT url, page, heading, text, bm25(search_passages, 0, 0, 1, 2, 1) AS rank FROM search_passages WHERE search_passages MATCH ? AND project = ? ORDER BY rank LIMIT 20",
          args: [match, project],
        })
      ).rows as unknown as Row[])
    : [];
  if (!rows.length) return { answer: `Nothing on this site answers “${question.trim()}” yet.`, source: null, links: [] };
  const answers = (row: Row) => answersKind(question, `${row.heading} ${row.text}`);
  const ranked = [...rows].sort((a, b) => Number(answers(b)) - Number(answers(a)) || a.rank - b.rank);
  const best = ranked[0]!;
  const pages = new Map<string, Link>();
  for (const row of ranked.slice(1)) {
    const path = row.url.replace(/#.*/, "");
    if (path !== best.url.replace(/#.*/, "") && !pages.has(path)) pages.set(path, { title: row.page, url: path });
  }
  return {
    answer: extract(`${best.heading}${/[.?!:]$/.test(best.heading) ? "" : ":"} ${best.text}`, question),
    source: { title: best.heading === best.page ? best.page : `${best.page}: ${best.heading}`, url: best.url },
    links: [...pages.values()].slice(0, 2),
  };
}
