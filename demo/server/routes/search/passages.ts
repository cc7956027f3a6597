import { pageText, type Source } from "./pages";

/** A passage that can answer a question: a heading (or a question of a FAQ) and the text under it, with its address. */
export interface Passage {
  /** The page's address, with the nearest anchor above the passage. */
  url: string;
  /** The page's short name. */
  page: string;
  heading: string;
  text: string;
}

/*
 * What is on a page without being its content: navigation (breadcrumbs, menus, contents), forms and their labels,
 * bylines, vote counts, calls to action ("Start a project"), a video's download link, the comment thread (visitors'
 * words, not the site's), and what a script or style holds. A tag's name ends at a space or ">", so that x-rating
 * is not taken for the start of x-rating-results.
 */
const NOISE = [
  /<(script|style|template|nav|form|video|x-comment-reply|x-rating|x-rating-results)(?=[\s>])[\s\S]*?<\/\1>/gi,
  /<p\b[^>]*class="[^"]*\b(byline|eyebrow)\b[^"]*"[^>]*>[\s\S]*?<\/p>/gi,
  /<a\b[^>]*class="[^"]*\bbutton\b[^"]*"[^>]*>[\s\S]*?<\/a>/gi,
];

/** Where a passage starts: a heading, or the trigger of a collapsible answer (a FAQ's question). */
const HEADING = /<(h[1-4])\b([^>]*)>([\s\S]*?)<\/\1>|<button\b([^>]*\bslot="trigger"[^>]*)>([\s\S]*?)<\/button>/gi;
/** An anchor a link can point at: the id of a section or heading. */
const ANCHOR = /<(?:section|h[1-6]|article)\b[^>]*\bid="([^"]+)"/gi;

/** Where a block of text ends: a paragraph, a list item, a quotation, a cell, a line break. */
const BLOCK_END = /<\/(?:p|li|div|blockquote|figcaption|dd|dt|td|th|address)>|<br\s*\/?>/gi;

/** The text of some HTML, each block of it a sentence of its own ("€45 a month. Hosting and daily backups."). */
function sentences(html: string): string {
  return html
    .split(BLOCK_END)
    .map(pageText)
    .filter(Boolean)
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(" ");
}

const lastAnchor = (html: string): string | undefined => [...html.matchAll(ANCHOR)].at(-1)?.[1];

/** The passages of a page, in order; a passage with no words of its own under its heading is left out. */
export function passagesOf(source: Source): Passage[] {
  let html = source.html;
  for (const noise of NOISE) html = html.replace(noise, " ");
  const passages: Passage[] = [];
  const starts = [...html.matchAll(HEADING)];
  starts.forEach((start, index) => {
    const from = start.index + start[0].length;
    const to = starts[index + 1]?.index ?? html.length;
    const text = sentences(html.slice(from, to));
    if (text.length < 20) return;
    const anchor = lastAnchor(html.slice(0, from));
    passages.push({
      url: anchor ? `${source.path}#${anchor}` : source.path,
      page: source.title,
      heading: pageText(start[3] ?? start[5] ?? ""),
      text,
    });
  });
  return passages;
}
