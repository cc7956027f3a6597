import { resolve } from "node:path";
import type { RouteModule } from "..";
import { demoPages } from "./pages";
import { answerFor, indexPages } from "./search-index";
import { STAND_IN_SCRIPT } from "./stand-in-script";

/*
 * A stand-in for the CustomGPT SGE widget (contracts section 3), which no test may reach: GET /search/sge.js is a
 * script honouring the same contract (div_id, p_id and p_key read from document.currentScript, the query from the
 * address), and GET /search/answer is what it asks: an answer from the demo's own pages, through a full-text index
 * (SQLite FTS5) built at start.
 */
export const routes: RouteModule = {
  name: "search",
  async register(app, db) {
    // The search page itself is left out: it would answer every question about searching.
    await indexPages(db, await demoPages(resolve(process.cwd(), "demo"), ["search.html"]));

    app.get("/search/sge.js", (c) => c.body(STAND_IN_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }));

    app.get("/search/answer", async (c) => {
      const query = c.req.query("q") ?? "";
      if (!c.req.query("p_id")) return c.json({ error: "p_id is required" }, 400);
      return c.json(await answerFor(db, query));
    });
  },
};
