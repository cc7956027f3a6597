// MC4WP with its owner's settings (its stand-in, tools/wp/php/mu-mc4wp.php, keeps them where MC4WP does: a form post's
// _mc4wp_settings and text_* meta): for each setting that acts after a sign-up, MC4WP's own form (wrapping off: the
// page posts itself) and the x-newsletter-form that wraps it (wrapping on: it posts with fetch) show the visitor the
// same and send the same, read back from the sign-ups the stand-in took.
import { keepLocal } from "../stand-ins.mjs";

const CONTENT = [
  '<p><label>Email address: <input type="email" name="EMAIL" required /></label></p>',
  '<p><label>First name: <input type="text" name="FNAME" /></label></p>',
  '<p><input type="submit" value="Sign up" /></p>',
].join("\n");
const SETTINGS = { lists: ["x-stand-in-list"], required_fields: "EMAIL" };
/** The owner's own wording of the messages. */
const TEXTS = {
  text_subscribed: "Welcome aboard! Look out for our <strong>first letter</strong>.",
  text_required_field_missing: "Your first name, please.",
  text_error: "Our list is resting; please try again in a minute.",
};
const MC4WP_SUBSCRIBED = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";

/** An MC4WP form post with the owner's settings, and a page that shows it; returns the page's address. */
function formPage(tweak, title, settings, texts = {}) {
  const meta = { _mc4wp_settings: { ...SETTINGS, ...settings }, ...texts };
  const form = JSON.parse(tweak("post", JSON.stringify({ title, content: CONTENT, type: "mc4wp-form", meta })));
  return JSON.parse(tweak("post", JSON.stringify({ title: `${title} (page)`, content: `[mc4wp_form id="${form.id}"]`, type: "page" }))).link;
}

/** The sign-ups the stand-in took, in order: form, fields, error codes, event. */
const taken = async (origin) => (await fetch(`${origin}/?rest_route=/x-stand-in/v1/mc4wp`)).json();

async function visit(browser, url, wrapped) {
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  // Without a network, what the page asks of other hosts fails: not the form's doing.
  page.on("console", (message) => {
    const at = message.location().url;
    if (message.type() === "error" && !(at && new URL(at).host !== new URL(url).host)) errors.push(message.text());
  });
  await page.goto(url, { waitUntil: "load" });
  if (wrapped) {
    // Defined is not yet enhanced: the form is the element's once its first render has committed.
    await page.waitForFunction(() => document.querySelector("x-newsletter-form")?.matches(":defined"), null, { timeout: 15_000 });
    await page.evaluate(() => document.querySelector("x-newsletter-form").updateComplete);
  }
  return { page, errors, close: () => context.close() };
}

/** What the visitor sees: the answer, whether the fields are there, what they hold. */
const seen = (page) =>
  page.evaluate(() => {
    const form = document.querySelector("form.mc4wp-form");
    const email = form?.querySelector('[name="EMAIL"]');
    return {
      answer: form?.querySelector(".mc4wp-response")?.textContent.trim() ?? null,
      alerts: [...(form?.querySelectorAll(".mc4wp-response .mc4wp-alert") ?? [])].map((alert) => alert.className),
      emphasis: form?.querySelector(".mc4wp-response strong")?.textContent ?? null,
      fieldsShown: !!email && email.getClientRects().length > 0,
      values: email ? { EMAIL: email.value, FNAME: form.querySelector('[name="FNAME"]').value } : null,
    };
  });

/**
 * Signs up: MC4WP's own form posts the page (sent at least 2 s after the page came, else MC4WP takes it for spam);
 * the element posts with fetch (it holds a sign-up sent sooner by itself) and shows the answer in place.
 */
async function signUp(page, wrapped, values) {
  for (const [name, value] of Object.entries(values)) await page.fill(`form.mc4wp-form [name="${name}"]`, value);
  const button = page.locator('form.mc4wp-form [type="submit"]');
  if (wrapped) {
    await page.evaluate(() => document.querySelector("form.mc4wp-form .mc4wp-response").replaceChildren());
    await button.click();
    await page.waitForFunction(() => document.querySelector("form.mc4wp-form .mc4wp-response")?.textContent.trim(), null, { timeout: 15_000 });
  } else {
    await page.waitForFunction(() => performance.now() > 2200);
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), button.click()]);
  }
  return seen(page);
}

export async function checks({ browser, site, record, tweak }) {
  const origin = new URL(site.elements).origin;
  const both = async (label, url, steps) => {
    const result = {};
    for (const [mode, systems] of [
      ["own", []],
      ["wrapped", ["mc4wp"]],
    ]) {
      tweak("wrap", JSON.stringify(systems));
      tweak("delete-option", "x_stand_in_mc4wp_log");
      tweak("delete-option", "x_stand_in_mc4wp_subscribers");
      const visitor = await visit(browser, url, systems.length > 0);
      try {
        result[mode] = { ...(await steps(visitor, systems.length > 0)), taken: await taken(origin) };
        record(
          `MC4WP, ${label} (${mode === "own" ? "MC4WP's own" : "wrapped"}): no console errors`,
          visitor.errors.length === 0,
          visitor.errors.join("\n"),
        );
      } finally {
        await visitor.close();
      }
    }
    return result;
  };
  const same = (name, { own, wrapped }, pick) => {
    const [a, b] = [pick(own), pick(wrapped)];
    record(`MC4WP, ${name}`, JSON.stringify(a) === JSON.stringify(b), `MC4WP's own: ${JSON.stringify(a)}\nwrapped: ${JSON.stringify(b)}`);
    return a;
  };

  /** One setting's checks: a step that fails (a wait that times out) is recorded, and the next setting still runs. */
  const setting = async (name, body) => {
    try {
      await body();
    } catch (error) {
      record(`MC4WP, ${name}: the checks ran`, false, error.stack ?? String(error));
    }
  };

  try {
    const messagesUrl = formPage(tweak, "A sign-up form with its own messages", { required_fields: "EMAIL,FNAME" }, TEXTS);
    // Its messages and required fields (FNAME is required by the setting, not by the field's markup).
    await setting("messages and required fields", async () => {
      const messages = await both("messages and required fields", messagesUrl, async ({ page }, wrapped) => {
        const element = await page.evaluate(() => {
          const el = document.querySelector("x-newsletter-form");
          return el ? { errorMessage: el.getAttribute("error-message"), redirect: el.getAttribute("redirect") } : null;
        });
        const missing = await signUp(page, wrapped, { EMAIL: "ada@example.org" });
        const done = await signUp(page, wrapped, { FNAME: "Ada" });
        return { element, missing, done };
      });
      const missing = same(
        "required fields: a field the owner requires, left empty, is MC4WP's answer, the values kept",
        messages,
        (run) => run.missing,
      );
      record(
        "MC4WP, required fields and messages: the owner's required_field_missing text",
        missing.answer === TEXTS.text_required_field_missing && missing.values?.EMAIL === "ada@example.org" && missing.fieldsShown,
        JSON.stringify(missing),
      );
      const done = same("messages: signed up, the owner's subscribed text (its tags kept), the fields emptied", messages, (run) => run.done);
      record(
        "MC4WP, messages: that is the owner's text",
        done.answer === "Welcome aboard! Look out for our first letter." &&
          done.emphasis === "first letter" &&
          done.fieldsShown &&
          done.values?.EMAIL === "",
        JSON.stringify(done),
      );
      same("required fields and messages: the same sign-ups sent, with the same outcome", messages, (run) =>
        run.taken.map(({ fields, errors, event }) => ({ fields, errors, event })),
      );
      record(
        "MC4WP, the wrapped element gets the form's General error message (error-message, from its text_error) and no redirect",
        JSON.stringify(messages.wrapped.element) === JSON.stringify({ errorMessage: TEXTS.text_error, redirect: null }),
        JSON.stringify(messages.wrapped.element),
      );
    });

    // Its General error message, which only the element shows itself: when the sign-up's request fails.
    await setting("General error", async () => {
      tweak("wrap", JSON.stringify(["mc4wp"]));
      const failing = await visit(browser, messagesUrl, true);
      try {
        await failing.page.route(
          (url) => url.href === messagesUrl,
          (route) =>
            route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/html", body: "<p>Busy</p>" }) : route.continue(),
        );
        const failed = await signUp(failing.page, true, { EMAIL: "ada@example.org", FNAME: "Ada" });
        record(
          "MC4WP, messages: a failed request shows the form's own General error, the values kept",
          failed.answer === TEXTS.text_error && failed.values?.FNAME === "Ada",
          JSON.stringify(failed),
        );
      } finally {
        await failing.close();
      }
    });

    // Hide the form after a successful sign-up.
    await setting("hide the form after a successful sign-up", async () => {
      for (const hide of [1, 0]) {
        const url = formPage(tweak, `A sign-up form that ${hide ? "hides" : "keeps"} its fields`, { hide_after_success: hide });
        const run = await both(`hide after success ${hide ? "on" : "off"}`, url, async ({ page }, wrapped) => ({
          done: await signUp(page, wrapped, { EMAIL: "grace@example.org", FNAME: "Grace" }),
        }));
        const after = same(
          `hide the form after a successful sign-up ${hide ? "on" : "off"}: the answer, and the fields ${hide ? "gone" : "there"}`,
          run,
          (side) => ({
            answer: side.done.answer,
            fieldsShown: side.done.fieldsShown,
            taken: side.taken.map(({ errors, event }) => ({ errors, event })),
          }),
        );
        record(
          `MC4WP, hide the form after a successful sign-up ${hide ? "on" : "off"}: MC4WP's message, the fields ${hide ? "hidden" : "shown"}`,
          after.answer === MC4WP_SUBSCRIBED && after.fieldsShown === !hide && after.taken[0]?.event === "subscribed",
          JSON.stringify(after),
        );
      }
    });

    // Redirect to a URL after a successful sign-up.
    await setting("redirect", async () => {
      const thanks = JSON.parse(
        tweak("post", JSON.stringify({ title: "Thanks for signing up", content: "<p>See you in your inbox.</p>", type: "page" })),
      ).link;
      const redirectUrl = formPage(tweak, "A sign-up form that sends the visitor on", { redirect: thanks });
      const redirect = await both("redirect", redirectUrl, async ({ page }, wrapped) => {
        const element = await page.evaluate(() => document.querySelector("x-newsletter-form")?.getAttribute("redirect") ?? null);
        await page.fill('form.mc4wp-form [name="EMAIL"]', "ada@example.org");
        const button = page.locator('form.mc4wp-form [type="submit"]');
        if (!wrapped) await page.waitForFunction(() => performance.now() > 2200);
        await Promise.all([page.waitForURL(thanks, { timeout: 15_000, waitUntil: "load" }), button.click()]);
        return { element, url: page.url(), heading: await page.evaluate(() => document.body.textContent.includes("See you in your inbox.")) };
      });
      const went = same("redirect: after signing up the visitor lands on the owner's page, signed up once", redirect, (run) => ({
        url: run.url,
        heading: run.heading,
        taken: run.taken.map(({ errors, event }) => ({ errors, event })),
      }));
      record(
        "MC4WP, redirect: the owner's page, and the wrapped element got it (redirect, from _mc4wp_settings)",
        went.url === thanks && went.heading && went.taken.length === 1 && redirect.wrapped.element === thanks,
        JSON.stringify({ went, element: redirect.wrapped.element }),
      );
    });

    // The settings page says which of MC4WP's settings x-elements follows.
    await setting("the settings page", async () => {
      const context = await browser.newContext();
      await keepLocal(context);
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/wp-login.php`);
        await page.fill("#user_login", "admin");
        await page.fill("#user_pass", "admin-password");
        await Promise.all([page.waitForURL(/wp-admin/), page.click("#wp-submit")]);
        await page.goto(`${origin}/wp-admin/options-general.php?page=x-elements`);
        const listed = await page.evaluate(() =>
          [...document.querySelectorAll("#x-elements-follows-mc4wp li")].map((item) => [
            item.dataset.follows,
            item.querySelector("strong")?.textContent,
          ]),
        );
        const names = listed.map(([, name]) => name);
        record(
          "MC4WP: the settings page lists the settings x-elements follows, and the one it cannot",
          ["Redirect to URL after successful sign-ups", "Hide form after a successful sign-up?", "Messages", "Required fields"].every((name) =>
            names.includes(name),
          ) && listed.some(([follows]) => follows === "no"),
          JSON.stringify(listed),
        );
      } finally {
        await context.close();
      }
    });
  } finally {
    tweak("wrap", "[]");
    tweak("delete-option", "x_stand_in_mc4wp_log");
    tweak("delete-option", "x_stand_in_mc4wp_subscribers");
  }
}
