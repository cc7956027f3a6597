import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { RouteModule } from "..";
import { addFeedback, addVote, migrateRatings, postReport, results, tokenIsValid } from "./store";

/*
 * Rate My Post 4.5.1's admin-ajax contract (fixtures/realwp/rmp-*.json): same fields, same reply shapes, the same
 * quirks (JSON sent as text/html, errorMsg a string only in load_results, "-1" strings on failure, 400 "0" for an
 * unknown action). Settings of this reference site: feedback on, positive threshold 2, one vote per IP and post.
 */
const POSITIVE_THRESHOLD = 2;
const NO_ID = "You cannot rate a web page without an id!";
const NO_RATING = "No rating submitted!";
const ALREADY_VOTED = "You already voted! This vote will not be counted!";
const INVALID_TOKEN = "Invalid Token";
const EMPTY_FEEDBACK = "Please insert your feedback in the box above!";
const FEEDBACK_THANKS = "Thanks for your feedback!";

type Fields = Record<string, unknown>;

// Safe integers only: a longer run of digits is Infinity or imprecise, which the database refuses.
const positiveInt = (value: unknown): number | null =>
  typeof value === "string" && /^\d+$/.test(value.trim()) && Number(value) > 0 && Number.isSafeInteger(Number(value)) ? Number(value) : null;
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** WordPress answers wp_send_json through admin-ajax with a text/html content type. */
function wpJson(c: Context, body: unknown, contentType = "text/html; charset=UTF-8") {
  return c.body(JSON.stringify(body), 200, { "content-type": contentType });
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export const routes: RouteModule = {
  name: "rmp",
  async register(app, db) {
    await migrateRatings(db);

    app.post("/wp-admin/admin-ajax.php", async (c) => {
      const fields: Fields = await c.req.parseBody().catch(() => ({}));
      const postId = positiveInt(fields["postID"]);

      switch (fields["action"]) {
        case "load_results": {
          if (postId === null) return wpJson(c, { voteCount: false, avgRating: false, errorMsg: NO_ID });
          return wpJson(c, { ...(await results(db, postId)), errorMsg: "" });
        }

        case "process_rating": {
          const rating = positiveInt(fields["star_rating"]);
          const errors: string[] = [];
          if (postId === null) errors.push(NO_ID);
          if (rating === null || rating > 5) errors.push(NO_RATING);
          const refuse = (errorMsg: string[]) => wpJson(c, { voteCount: false, avgRating: false, errorMsg, token: "-1", id: "-1" });
          if (errors.length) return refuse(errors);
          const duration = positiveInt(fields["duration"]) ?? 0;
          const vote = await addVote(db, { postId: postId!, value: rating!, ip: clientIp(c), duration, withToken: rating! <= POSITIVE_THRESHOLD });
          if (!vote) return refuse([ALREADY_VOTED]);
          return wpJson(c, { ...(await results(db, postId!)), errorMsg: [], token: vote.token ?? -1, id: vote.id });
        }

        case "process_feedback": {
          const ratingId = positiveInt(fields["rating_id"]);
          const token = text(fields["rating_token"]);
          const feedback = text(fields["feedback"]).trim();
          const errors: string[] = [];
          if (postId === null || ratingId === null || !(await tokenIsValid(db, ratingId, postId, token))) errors.push(INVALID_TOKEN);
          if (feedback === "") errors.push(EMPTY_FEEDBACK);
          if (!errors.length && !(await addFeedback(db, ratingId!, postId!, token, feedback))) errors.push(INVALID_TOKEN);
          if (errors.length) return wpJson(c, { successMsg: FEEDBACK_THANKS, errorMsg: errors });
          return wpJson(c, { successMsg: FEEDBACK_THANKS, errorMsg: [] }, "application/json; charset=UTF-8");
        }

        default:
          return c.body("0", 400, { "content-type": "text/html; charset=UTF-8" });
      }
    });

    // Read-only: a post's results and stored feedback, for the demo and its end-to-end tests.
    app.get("/rmp/posts/:id", async (c) => {
      const postId = positiveInt(c.req.param("id"));
      if (postId === null) return c.json({ code: "not_found", message: "No such post." }, 404);
      return c.json(await postReport(db, postId));
    });
  },
};
