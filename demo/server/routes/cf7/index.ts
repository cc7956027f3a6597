import type { Context } from "hono";
import type { Database } from "../../db";
import type { RouteModule } from "../index";
import { findForm } from "./definitions";
import { feedback } from "./feedback";
import { restError, restJson } from "./php-json";
import { messagesOf, schemaFor } from "./schema";
import { createTables, latestSubmissions } from "./store";
import { noScriptPage, type FeedbackResult } from "./no-script-page";
import { submissionsPage } from "./submissions-page";

const ROUTE = /^\/contact-form-7\/v1\/contact-forms\/(\d+)\/(feedback\/schema|feedback|refill)\/?$/;

/** One CF7 REST route, reached as /wp-json/<route> or /?rest_route=/<route> (plain permalinks). */
async function dispatch(c: Context, db: Database, route: string): Promise<Response> {
  const match = ROUTE.exec(route);
  const endpoint = match?.[2];
  const method = c.req.method;
  const allowed = endpoint === "feedback" ? "POST" : "GET";
  if (!match || method !== allowed) return restError("rest_no_route", "No route was found matching the URL and request method.", 404);
  if (endpoint === "feedback" && !(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    return restError("wpcf7_unsupported_media_type", "The request payload format is not supported.", 415);
  }
  const form = findForm(Number(match[1]));
  if (!form) return restError("wpcf7_not_found", "The requested contact form was not found.", 404);
  if (endpoint === "feedback/schema") return restJson(schemaFor(form.fields, messagesOf(form.messages)), "GET");
  if (endpoint === "refill") return restJson([], "GET");
  return feedback(db, form, c.req.raw);
}

/** The Contact Form 7 REST API for the demo, byte-compatible with CF7 6.1.6, and a page listing submissions. */
export const routes: RouteModule = {
  name: "cf7",
  async register(app, db) {
    await createTables(db);
    app.all("/wp-json/contact-form-7/v1/*", (c) => dispatch(c, db, c.req.path.slice("/wp-json".length)));
    app.use("/", async (c, next) => {
      const route = c.req.query("rest_route");
      if (route?.startsWith("/contact-form-7/v1/")) return dispatch(c, db, route);
      return next();
    });
    app.get("/demo/submissions", async (c) => c.html(submissionsPage(await latestSubmissions(db))));
    // A form sent without JavaScript posts to its own page: CF7 takes any post that names a form (`_wpcf7`).
    app.post("/:page{[A-Za-z0-9_-]+\\.html}", async (c) => {
      let posted: FormData | undefined;
      try {
        posted = await c.req.raw.formData();
      } catch {
        // not a form post
      }
      const formId = Number(posted?.get("_wpcf7"));
      const form = posted && Number.isSafeInteger(formId) ? findForm(formId) : undefined;
      if (!form) return c.notFound();
      // CF7 takes a page's post however it is encoded; its REST route, which does the work here, wants multipart.
      const answer = await feedback(
        db,
        form,
        new Request(c.req.url, { method: "POST", body: posted, headers: { "user-agent": c.req.header("user-agent") ?? "" } }),
      );
      const result = (await answer.json()) as FeedbackResult;
      return new Response(noScriptPage(result, c.req.path), { status: answer.status, headers: { "content-type": "text/html; charset=UTF-8" } });
    });
  },
};
