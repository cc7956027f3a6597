import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A page as the answer service reads it: its address, a short name for links, and its HTML (or its <main>). */
export interface Source {
  path: string;
  title: string;
  html: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " ", middot: "·", rarr: "→" };

/** The text a visitor reads on a page: no scripts, styles or tags, entities decoded, white space collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}

function pageTitle(html: string, path: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html) ?? /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return heading ? pageText(heading[1]!) : path;
}

/** The demo's element pages (its top-level .html files), except those listed, with their <body>. */
export async function demoPages(demoDir: string, except: string[]): Promise<Source[]> {
  const files = (await readdir(demoDir)).filter((name) => name.endsWith(".html") && !except.includes(name)).sort();
  return Promise.all(
    files.map(async (name) => {
      const html = await readFile(join(demoDir, name), "utf8");
      const path = `/${name}`;
      return { path, title: pageTitle(html, path), html: html.replace(/<head\b[\s\S]*?<\/head>/i, " ") };
    }),
  );
}
