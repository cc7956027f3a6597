import { resolve } from "node:path";
import type { RouteModule } from "..";
import { demoPages } from "./pages";
import { passagesOf } from "./passages";
import { answerFor, indexPassages } from "./search-index";
import { STAND_IN_SCRIPT } from "./stand-in-script";

/** The example site's project (its pages add themselves: routes/site); any other project is the element pages'. */
export const SITE_PROJECT = "tidewater";
const ELEMENTS_PROJECT = "demo-project";

/*
 * A stand-in for the CustomGPT SGE widget (contracts section 3), which no test may reach: GET /search/sge.js is a
 * script honouring the same contract (div_id, p_id and p_key read from document.currentScript, the query from the
 * address), and GET /search/answer is what it asks: an answer from the project's pages, read as passages (a heading
 * and its text) through a full-text index (SQLite FTS5) built at start. As CustomGPT does, a project answers from its
 * own site only: the example site from its pages, the element pages (search.html's project) from theirs.
 */
export const routes: RouteModule = {
  name: "search",
  async register(app, db) {
    // The search page itself is left out: it would answer every question about searching.
    const pages = await demoPages(resolve(process.cwd(), "demo"), ["search.html"]);
    await indexPassages(db, ELEMENTS_PROJECT, pages.flatMap(passagesOf));

    app.get("/search/sge.js", (c) => c.body(STAND_IN_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }));

    app.get("/search/answer", async (c) => {
      const query = c.req.query("q") ?? "";
      const project = c.req.query("p_id");
      if (!project) return c.json({ error: "p_id is required" }, 400);
      return c.json(await answerFor(db, project === SITE_PROJECT ? SITE_PROJECT : ELEMENTS_PROJECT, query));
    });
  },
};
