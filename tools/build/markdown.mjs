// Markdown pieces the generated documents (the README's tables, docs/elements/) are written with.
import { format, resolveConfig } from "prettier";

/** Text with the tags it names (`<template>`) written as code, so that Markdown shows them rather than reading HTML. */
export const prose = (text) =>
  String(text ?? "")
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 ? part : part.replace(/<\/?[a-zA-Z][^<>]*>/g, (tag) => `\`${tag}\``)))
    .join("");

/** A table cell: one line, its pipes escaped. */
export const cell = (text) => prose(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

/** Inline code, or nothing for an empty value. */
export const code = (text) => (text === undefined || text === "" ? "" : `\`${String(text).replace(/`/g, "'")}\``);

/** A table's lines followed by a blank line, or no lines when it has no rows. */
export function table(head, rows) {
  if (rows.length === 0) return [];
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`), ""];
}

/** Markdown as the repository formats it (Prettier, with the options of the file it becomes). */
export async function formatted(markdown, file) {
  const options = await resolveConfig(file);
  return format(markdown, { ...options, parser: "markdown" });
}
