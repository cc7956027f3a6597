// Rate My Post with its owner's settings (its stand-in keeps them in Rate My Post's own options: rmp_options,
// rmp_security, rmp_customize_strings, 2 meaning "on"): for each setting, Rate My Post's own widget (wrapping off)
// and the x-rating that wraps it (wrapping on) show and send the same.
import { keepLocal } from "../stand-ins.mjs";

const FACEBOOK = "https://www.facebook.com/our-page";
/** The owner's own wording of every text the settings page lets them change. */
const STRINGS = {
  rateTitle: "Was this guide any good?",
  afterVote: "Merci for rating!",
  feedbackTitle: "Sorry this guide let you down.",
  feedbackSubtitle: "Help us fix it.",
  feedbackText: "What should we change?",
  feedbackAlert: "Write a few words first.",
  feedbackNotice: "Noted, thank you!",
  feedbackButton: "Send it",
  socialTitle: "Glad it helped!",
  socialSubtitle: "Find us here:",
  submitButtonText: "Cast my vote",
  star4: "Rather good",
};
const OWNER_OPTIONS = {
  feedback: 2,
  social: 2,
  fb: FACEBOOK,
  positiveNegative: 3,
  hoverTexts: 2,
  preventAccidental: 2,
  notShowRating: 2,
  cookieDisable: 2,
};

/** A visitor's page of the post, with the admin-ajax posts it sends (their bodies). */
async function visit(browser, url, { logInAs } = {}) {
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  if (logInAs) {
    await page.goto(new URL("/wp-login.php", url).href);
    await page.fill("#user_login", logInAs[0]);
    await page.fill("#user_pass", logInAs[1]);
    await Promise.all([page.waitForURL(/wp-admin/), page.click("#wp-submit")]);
  }
  const sent = [];
  const errors = [];
  page.on("request", (request) => request.url().includes("admin-ajax.php") && sent.push(request.postData() ?? ""));
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: "load" });
  return { page, sent, errors, close: () => context.close() };
}

/** The x-rating of the page, rendered. */
const rating = async (page) => {
  await page.waitForFunction(() => document.querySelector("x-rating")?.shadowRoot?.querySelector('[part~="star"]'), null, { timeout: 15_000 });
  return page.locator("x-rating");
};
const star = (page, n) => page.locator('x-rating [part~="star"]').nth(n - 1);
const shown = (page, part) => page.locator(`x-rating [part="${part}"]`);
const hasState = (page, state) => page.evaluate((name) => document.querySelector("x-rating")?.matches(`:state(${name})`) ?? false, state);
const ratingsSent = (sent) => sent.filter((body) => body.includes("process_rating"));
const feedbackSent = (sent) => sent.filter((body) => body.includes("process_feedback"));

/** What Rate My Post's own widget prints with the settings, wrapping off: its sections and texts. */
const ownWidget = (page) =>
  page.evaluate(() => {
    const widget = document.querySelector(".rmp-widgets-container");
    const text = (selector) => widget?.querySelector(selector)?.textContent?.trim() ?? null;
    return {
      feedback: text(".rmp-feedback-widget .rmp-heading--title"),
      feedbackText: text(".rmp-feedback-widget__text"),
      social: text(".rmp-social-widget .rmp-heading--title"),
      links: [...(widget?.querySelectorAll(".rmp-social-widget a") ?? [])].map((link) => link.getAttribute("href")),
      results: text(".rmp-rating-widget__results"),
      submit: text(".rmp-rating-widget__submit-btn"),
      star4: widget?.querySelectorAll("[data-descriptive-rating]")[3]?.getAttribute("data-descriptive-rating") ?? null,
    };
  });

export async function checks({ browser, record, tweak }) {
  const post = JSON.parse(tweak("post", JSON.stringify({ title: "Rated with the owner's settings", content: "[ratemypost]" })));
  try {
    await defaults(browser, record, tweak, post.link);
    await ownerSettings(browser, record, tweak, post.link);
    await votingPrivilege(browser, record, tweak, post.link);
    await recaptcha(browser, record, tweak, post.link);
  } finally {
    tweak("wrap", "[]");
    for (const name of ["rmp_options", "rmp_security", "rmp_customize_strings"]) tweak("delete-option", name);
  }
}

/** Rate My Post's defaults: no feedback box, no social section; a vote is remembered. */
async function defaults(browser, record, tweak, url) {
  tweak("wrap", "[]");
  const own = await visit(browser, url);
  const plugin = await ownWidget(own.page);
  await own.close();
  tweak("wrap", JSON.stringify(["rate-my-post"]));
  const visitor = await visit(browser, url);
  const { page, sent } = visitor;
  await rating(page);
  const answered = page.waitForResponse((response) => /process_rating/.test(response.request().postData() ?? ""));
  await star(page, 2).click();
  await answered;
  await shown(page, "message").filter({ hasText: "Thank you for rating this post!" }).waitFor({ timeout: 5_000 });
  const feedback = await shown(page, "feedback").count();
  record(
    "Rate My Post, feedback off (its default): its widget has no feedback box, and a wrapped 2-star rating shows only the thanks, with one request",
    plugin.feedback === null && feedback === 0 && ratingsSent(sent).length === 1,
    JSON.stringify({ plugin, feedback, sent: ratingsSent(sent).length }),
  );
  await page.reload();
  await rating(page);
  record("Rate My Post, the vote cookie kept (its default): the widget is locked after a reload", await hasState(page, "rated"));
  await visitor.close();
}

/** The owner's settings switched on and texts reworded: the wrapped element does as the plugin's widget. */
async function ownerSettings(browser, record, tweak, url) {
  tweak("option", "rmp_options", JSON.stringify(OWNER_OPTIONS));
  tweak("option", "rmp_customize_strings", JSON.stringify(STRINGS));
  tweak("wrap", "[]");
  const own = await visit(browser, url);
  const plugin = await ownWidget(own.page);
  await own.close();
  record(
    "Rate My Post's own widget prints the owner's settings (the stand-in as the plugin): feedback and social sections, no results line, the owner's texts",
    plugin.feedback === STRINGS.feedbackTitle &&
      plugin.feedbackText === STRINGS.feedbackText &&
      plugin.social === STRINGS.socialTitle &&
      plugin.links.join() === FACEBOOK &&
      plugin.results === "" &&
      plugin.submit === STRINGS.submitButtonText &&
      plugin.star4 === STRINGS.star4,
    JSON.stringify(plugin),
  );

  tweak("wrap", JSON.stringify(["rate-my-post"]));
  const visitor = await visit(browser, url);
  const { page, sent } = visitor;
  await rating(page);
  record(
    "wrapped, Do not show average rating: no average, no vote count",
    (await shown(page, "summary").count()) === 0,
    await page.locator("x-rating").evaluate((el) => el.shadowRoot.textContent),
  );
  record("wrapped, the owner's title", (await shown(page, "title").textContent()) === STRINGS.rateTitle);
  await star(page, 4).hover();
  await shown(page, "hover-text")
    .filter({ hasText: STRINGS.star4 })
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  record(
    "wrapped, hover texts on: the hovered star's text, as the owner worded it",
    (await shown(page, "hover-text").textContent()) === STRINGS.star4,
  );
  // Prevent accidental ratings: a star is only a choice, the owner's submit button sends it.
  await star(page, 3).click();
  await shown(page, "submit").waitFor({ timeout: 5_000 });
  const beforeSubmit = ratingsSent(sent).length;
  const submitText = await shown(page, "submit").textContent();
  const answered = page.waitForResponse((response) => /process_rating/.test(response.request().postData() ?? ""));
  await shown(page, "submit").click();
  await answered;
  record(
    "wrapped, prevent accidental ratings: a star sends nothing, the owner's submit button sends one rating",
    beforeSubmit === 0 && submitText === STRINGS.submitButtonText && ratingsSent(sent).length === 1,
    JSON.stringify({ beforeSubmit, submitText, after: ratingsSent(sent).length }),
  );
  // 3 is at or below the owner's threshold of 3: the feedback box, as the plugin's.
  await shown(page, "feedback").waitFor({ timeout: 5_000 });
  const feedbackBox = await shown(page, "feedback").evaluate((box) => ({
    headings: [...box.querySelectorAll(":scope > p")].map((p) => p.textContent).slice(0, 2),
    label: box.querySelector("label")?.textContent ?? null,
  }));
  const message = await shown(page, "message").textContent();
  record(
    "wrapped, feedback on with a threshold of 3: a 3-star rating gets the owner's feedback box (its headings and question) and thanks",
    feedbackBox.headings.join("|") === `${STRINGS.feedbackTitle}|${STRINGS.feedbackSubtitle}` &&
      feedbackBox.label === STRINGS.feedbackText &&
      message === STRINGS.afterVote,
    JSON.stringify({ feedbackBox, message }),
  );
  await shown(page, "feedback-button").click();
  await shown(page, "feedback-message")
    .filter({ hasText: STRINGS.feedbackAlert })
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  const alert = await shown(page, "feedback-message").textContent();
  await page.locator('x-rating [part="feedback"] textarea').fill("The second step is unclear.");
  const feedbackAnswered = page.waitForResponse((response) => /process_feedback/.test(response.request().postData() ?? ""));
  await shown(page, "feedback-button").click();
  await feedbackAnswered;
  await shown(page, "feedback-message")
    .filter({ hasText: STRINGS.feedbackNotice })
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  record(
    "wrapped, the owner's empty-feedback text, then one feedback request and the owner's thanks",
    alert === STRINGS.feedbackAlert &&
      feedbackSent(sent).length === 1 &&
      (await shown(page, "feedback-message").textContent()) === STRINGS.feedbackNotice,
    JSON.stringify({ alert, feedback: feedbackSent(sent).length }),
  );
  await page.reload();
  await rating(page);
  record("wrapped, delete cookie on page load: after a reload the widget is not locked", !(await hasState(page, "rated")));

  // Above the threshold: the owner's social section with their own links.
  await star(page, 5).click();
  await shown(page, "submit").click();
  await shown(page, "social").waitFor({ timeout: 5_000 });
  const social = await shown(page, "social").evaluate((nav) => ({
    headings: [...nav.querySelectorAll(":scope > p")].map((p) => p.textContent),
    links: [...nav.querySelectorAll("a")].map((link) => link.getAttribute("href")),
  }));
  record(
    "wrapped, social on: a 5-star rating gets the owner's social section with their own links",
    social.headings.join("|") === `${STRINGS.socialTitle}|${STRINGS.socialSubtitle}` && social.links.join() === FACEBOOK,
    JSON.stringify(social),
  );
  record("no script errors on the wrapped widget", visitor.errors.length === 0, visitor.errors.join("\n"));
  await visitor.close();
  tweak("delete-option", "rmp_options");
  tweak("delete-option", "rmp_customize_strings");
}

/** Only logged-in visitors may vote: an anonymous visitor meets a locked widget, a logged-in one votes. */
async function votingPrivilege(browser, record, tweak, url) {
  tweak("option", "rmp_security", JSON.stringify({ votingPriv: 2 }));
  tweak("wrap", JSON.stringify(["rate-my-post"]));
  const anonymous = await visit(browser, url);
  await rating(anonymous.page);
  const locked = await hasState(anonymous.page, "no-privilege");
  await anonymous.close();
  const member = await visit(browser, url, { logInAs: ["author", "author-password"] });
  await rating(member.page);
  const open = !(await hasState(member.page, "locked"));
  await member.close();
  record(
    "wrapped, only logged-in users vote: locked for an anonymous visitor, open for a logged-in one",
    locked && open,
    JSON.stringify({ locked, open }),
  );
  tweak("delete-option", "rmp_security");
}

/** reCAPTCHA v3 on: with Rate My Post's reCAPTCHA script on the page, the vote carries a token for its site key. */
async function recaptcha(browser, record, tweak, url) {
  tweak("option", "rmp_security", JSON.stringify({ recaptcha: 2, siteKey: "site-key-1", secretKey: "secret" }));
  tweak("wrap", JSON.stringify(["rate-my-post"]));
  const visitor = await visit(browser, url);
  const { page, sent } = visitor;
  await rating(page);
  const answered = page.waitForResponse((response) => /process_rating/.test(response.request().postData() ?? ""));
  await star(page, 4).click();
  await answered;
  const rated = ratingsSent(sent);
  record(
    "wrapped, reCAPTCHA v3 on: the one rating request carries the token for Rate My Post's site key and its RMPrating action",
    rated.length === 1 && rated[0].includes("x-stand-in-recaptcha.site-key-1.RMPrating."),
    rated.join("\n"),
  );
  await visitor.close();
  tweak("delete-option", "rmp_security");
}
