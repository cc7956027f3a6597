import type { Answer } from "../search/search-index";
import { aiSearch, escape, page, type PageContext } from "./layout";

/*
 * The search page: what a theme's search form reaches without JavaScript (the answer is rendered on the server from
 * the same index the stand-in widget asks), and, with it, the AI search with its answer panel.
 */
export function searchPage(ctx: PageContext, query: string, answer: Answer | null): string {
  const q = escape(query);
  const results = answer
    ? `<section class="search-results" aria-labelledby="results-title"><h2 id="results-title">Answer for “${q}”</h2><p class="sge-answer">${escape(answer.answer)}</p>${
        answer.source ? `<p class="sge-source">Source: <a href="${escape(answer.source.url)}">${escape(answer.source.title)}</a></p>` : ""
      }${
        answer.links.length
          ? `<p class="sge-links-title">Pages that may help:</p><ul class="sge-links">${answer.links.map((link) => `<li><a href="${escape(link.url)}">${escape(link.title)}</a></li>`).join("")}</ul>`
          : ""
      }</section>`
    : "";
  const main = `
<header class="page-header">
<h1>Search</h1>
<p class="lead">Ask a question in your own words: about our services, prices, the studio or anything in the journal.</p>
</header>
${aiSearch(
  'class="page-search" prefill-param="s"',
  `<form role="search" action="/" method="get" class="search-form"><label for="search-input">Your question</label><input id="search-input" type="search" name="s" value="${q}"><button type="submit">Search</button></form>`,
)}
${results}
`;
  return page(ctx, { title: query ? `Search: ${query}` : "Search", description: "Search Tidewater Studio's site.", main });
}
