import { expect, test, type APIRequestContext } from "@playwright/test";

/*
 * The reference backends' own checks, asked directly as a browser without JavaScript would post: WordPress's
 * comment checks (wp-comments-post.php) and MC4WP's form validation, each refusal with the plugin's message and
 * nothing stored; and what a visitor typed comes back escaped on every page that shows it.
 */

const HOSTILE = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
const unique = (text: string) => `${text}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
let visitor = 0;
/** A fresh visitor address: the flood check counts 15 s per IP (read from X-Forwarded-For on this machine). */
const fromNewVisitor = () => ({ "X-Forwarded-For": `10.200.${Math.floor(Math.random() * 250)}.${++visitor}` });

test.describe("wp-comments-post.php on the reference server", () => {
  const post = (request: APIRequestContext, fields: Record<string, string>) =>
    request.post("/wp-comments-post.php", {
      form: { comment_post_ID: "1", comment_parent: "0", ...fields },
      headers: fromNewVisitor(),
      maxRedirects: 0,
    });
  const stored = async (request: APIRequestContext, text: string) => (await (await request.get("/comments.html")).text()).includes(text);

  for (const { name, fields, message } of [
    { name: "no name", fields: { author: "", email: "ada@example.com" }, message: "Please fill the required fields." },
    { name: "no email", fields: { author: "Ada", email: "" }, message: "Please fill the required fields." },
    { name: "an invalid email", fields: { author: "Ada", email: "ada@nowhere" }, message: "Please enter a valid email address." },
  ]) {
    test(`refuses a comment with ${name}, with WordPress's message, and stores nothing`, async ({ request }) => {
      const comment = unique("Refused");
      const response = await post(request, { ...fields, comment });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(message);
      expect(await stored(request, comment)).toBe(false);
    });
  }

  test("refuses an empty comment", async ({ request }) => {
    const response = await post(request, { author: "Ada", email: "ada@example.com", comment: "  " });
    expect(await response.text()).toContain("Please type your comment text.");
  });

  test("refuses the same comment twice with 409, WordPress's duplicate message, and stores it once", async ({ request }) => {
    const fields = { author: "Ada", email: `${unique("ada")}@example.com`, comment: unique("Said once") };
    expect((await post(request, fields)).status()).toBe(302);
    const again = await post(request, fields);
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("Duplicate comment detected");
    const page = await (await request.get("/comments.html")).text();
    expect(page.split(fields.comment).length - 1).toBe(1);
  });

  test("shows a comment's name and text escaped: markup and script are text", async ({ request }) => {
    const comment = unique(`Hello ${HOSTILE}`);
    expect((await post(request, { author: `Eve ${HOSTILE}`, email: `${unique("eve")}@example.com`, comment })).status()).toBe(302);
    const page = await (await request.get("/comments.html")).text();
    expect(page).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
    expect(page).not.toContain(HOSTILE);
  });
});

test.describe("MC4WP's form post on the reference server", () => {
  const signUp = (request: APIRequestContext, fields: Record<string, string>) =>
    request.post("/newsletter.html", {
      multipart: { _mc4wp_form_id: "42", _mc4wp_honeypot: "", "_mc4wp_lists[]": "weekly", AGREE_TO_TERMS: "1", ...fields },
    });
  const subscribers = async (request: APIRequestContext) => (await request.get("/demo/subscribers")).text();

  test("refuses an invalid email with MC4WP's message, and stores nothing", async ({ request }) => {
    const email = `${unique("not-an-address")}@`;
    expect(await (await signUp(request, { EMAIL: email })).text()).toContain("Please provide a valid email address.");
    expect(await subscribers(request)).not.toContain(email);
  });

  test("refuses a sign-up without the required consent, and stores nothing", async ({ request }) => {
    const email = `${unique("no-consent")}@example.com`;
    expect(await (await signUp(request, { EMAIL: email, AGREE_TO_TERMS: "" })).text()).toContain("Please fill in the required fields.");
    expect(await subscribers(request)).not.toContain(email);
  });

  test("refuses a filled honeypot as spam", async ({ request }) => {
    const email = `${unique("bot")}@example.com`;
    expect(await (await signUp(request, { EMAIL: email, _mc4wp_honeypot: "http://spam.example" })).text()).toContain(
      "Your submission was marked as spam.",
    );
    expect(await subscribers(request)).not.toContain(email);
  });

  test("lists a subscriber's name escaped", async ({ request }) => {
    const email = `${unique("mallory")}@example.com`;
    expect(await (await signUp(request, { EMAIL: email, FNAME: `Mallory ${HOSTILE}` })).text()).toContain(
      "Thank you, your sign-up request was successful!",
    );
    const page = await subscribers(request);
    expect(page).toContain(email);
    expect(page).toContain("Mallory &lt;script&gt;window.__pwned=1&lt;/script&gt;");
    expect(page).not.toContain(HOSTILE);
  });
});
