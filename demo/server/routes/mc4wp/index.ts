import type { RouteModule } from "../index";
import { newsletterPage } from "./page";
import { SETTINGS, signUp } from "./sign-up";
import { createTables, latestSubscribers } from "./store";
import { subscribersPage } from "./subscribers-page";

type Posted = Record<string, string | string[]>;

/** The posted fields as text; a file (no field of this form takes one) counts as its name. */
function textFields(body: Record<string, unknown>): Posted {
  const text = (value: unknown) => (typeof value === "string" ? value : value instanceof File ? value.name : "");
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(text) : text(value)]));
}

/** MC4WP on the demo: the newsletter page, which takes its own form's posts as on WordPress, and the subscribers. */
export const routes: RouteModule = {
  name: "mc4wp",
  first: true,
  async register(app, db) {
    await createTables(db);
    const html = (body: string) => new Response(body, { headers: { "content-type": "text/html; charset=UTF-8" } });
    app.get("/newsletter.html", () => html(newsletterPage()));
    app.post("/newsletter.html", async (c) => {
      const posted = textFields(await c.req.parseBody({ all: true }).catch(() => ({})));
      // A post without MC4WP's form id is not MC4WP's: the page as is.
      if (!("_mc4wp_form_id" in posted)) return html(newsletterPage());
      const result = await signUp(db, posted);
      // MC4WP redirects after a successful sign-up when its owner set a URL, unless the request asks for JSON.
      if (result.errors.length === 0 && SETTINGS.redirect && !(c.req.header("accept") ?? "").includes("application/json")) {
        return c.redirect(SETTINGS.redirect, 302);
      }
      return html(newsletterPage(result, posted));
    });
    app.get("/demo/subscribers", async () => html(subscribersPage(await latestSubscribers(db))));
  },
};
