// Contact Form 7 with its owner's settings (its stand-in, tools/wp/php/mu-contact-form-7.php, keeps them where CF7 does:
// a form post's _messages and _additional_settings, the `wpcf7` option's reCAPTCHA keys): for each setting, CF7's own
// script on its form (wrapping off: the stand-in's) and the x-contact-form that wraps it (wrapping on) show the
// visitor the same and send the same, read back from what the stand-in's REST route took.
import { keepLocal } from "../stand-ins.mjs";

const TEMPLATE = [
  "<p><label> Your name<br />[text* your-name]</label></p>",
  "<p><label> Your email<br />[email* your-email]</label></p>",
  "<p>[acceptance your-consent] I agree to the processing of my data. [/acceptance]</p>",
  '<p>[submit "Send"]</p>',
].join("\n");
/** The owner's own wording of the messages a visitor meets on the way. */
const MESSAGES = {
  mail_sent_ok: "Thanks, we will write back soon.",
  validation_error: "Some answers need another look.",
  accept_terms: "Please tick the box about your data first.",
  invalid_required: "This one cannot stay empty.",
};
const CF7_SENT = "Thank you for your message. It has been sent.";
const NOTICE = "This contact form is available only for logged in users.";
const VISITOR = { "your-name": "Ada Lovelace", "your-email": "ada@example.org" };

/** A CF7 form post with the owner's settings, and a page that shows it; returns the page's address. */
function formPage(tweak, title, meta, template = TEMPLATE) {
  const form = JSON.parse(
    tweak("post", JSON.stringify({ title, content: template, type: "wpcf7_contact_form", meta: { _form: template, ...meta } })),
  );
  return JSON.parse(
    tweak("post", JSON.stringify({ title: `${title} (page)`, content: `[contact-form-7 id="${form.id}" title="${title}"]`, type: "page" })),
  ).link;
}

/** A multipart body's fields, by name (files are not sent by these forms). */
function multipart(body) {
  const fields = {};
  for (const [, name, value] of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[name] = value;
  return fields;
}

/** What the stand-in's feedback route took, in order: form, status, fields, reCAPTCHA action, whether mail went. */
const taken = async (origin) => (await fetch(`${origin}/?rest_route=/x-stand-in/v1/contact-form-7`)).json();

/** A visitor's page of the form, ready to use: CF7's script or the element has taken the form (its wrapper says js). */
async function visit(browser, url, { logIn = false, wrapped = false } = {}) {
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  if (logIn) {
    await page.goto(new URL("/wp-login.php", url).href);
    await page.fill("#user_login", "admin");
    await page.fill("#user_pass", "admin-password");
    await Promise.all([page.waitForURL(/wp-admin/), page.click("#wp-submit")]);
  }
  const sent = [];
  const answers = [];
  const errors = [];
  // CF7's feedback route, at /wp-json/… or ?rest_route=/… (the test site has plain permalinks).
  const feedback = (request) => request.method() === "POST" && /\/contact-forms\/\d+\/feedback(?:$|[&?#])/.test(decodeURIComponent(request.url()));
  page.on("request", (request) => feedback(request) && sent.push(multipart(request.postDataBuffer()?.toString() ?? "")));
  page.on("response", async (response) => feedback(response.request()) && answers.push(await response.json().catch(() => null)));
  page.on("pageerror", (error) => errors.push(String(error)));
  // Without a network, what the page asks of other hosts (the admin bar's avatar) fails: not the form's doing.
  page.on("console", (message) => {
    const at = message.location().url;
    if (message.type() === "error" && !(at && new URL(at).host !== new URL(url).host)) errors.push(message.text());
  });
  const schema = wrapped
    ? page.waitForResponse((response) => response.url().includes("/feedback/schema"), { timeout: 15_000 }).catch(() => null)
    : null;
  await page.goto(url, { waitUntil: "load" });
  const hasForm = (await page.locator(".wpcf7 form").count()) > 0;
  if (hasForm) await page.waitForSelector(".wpcf7.js form", { timeout: 15_000 });
  // The element checks fields before sending once it has CF7's rules.
  if (hasForm && schema) await schema;
  return { page, sent, answers, errors, close: () => context.close() };
}

/** What the visitor sees of the form: its notice, classes, Send, the response box and each field's tip. */
const seen = (page) =>
  page.evaluate(() => {
    const form = document.querySelector("form.wpcf7-form");
    return {
      notice: document.querySelector(".wpcf7-subscribers-only")?.textContent ?? null,
      form: !!form,
      demo: form?.classList.contains("demo") ?? false,
      asValidation: form?.classList.contains("wpcf7-acceptance-as-validation") ?? false,
      sendDisabled: form?.querySelector(".wpcf7-submit")?.disabled ?? null,
      output: form?.querySelector(".wpcf7-response-output")?.textContent ?? null,
      tips: Object.fromEntries(
        [...(form?.querySelectorAll(".wpcf7-form-control-wrap[data-name]") ?? [])]
          .map((wrap) => [wrap.dataset.name, wrap.querySelector(".wpcf7-not-valid-tip")?.textContent ?? null])
          .filter(([, tip]) => tip !== null),
      ),
    };
  });

/** Presses Send and waits for the answer to be shown (a message, the form no longer on its way). */
async function send(page, count) {
  await page.evaluate(() => (document.querySelector("form.wpcf7-form .wpcf7-response-output").textContent = ""));
  await page.click("form.wpcf7-form .wpcf7-submit");
  await page.waitForFunction(
    () => {
      const form = document.querySelector("form.wpcf7-form");
      const output = form?.querySelector(".wpcf7-response-output")?.textContent ?? "";
      return output !== "" && !["submitting", "resetting", "validating"].includes(form.dataset.status);
    },
    null,
    { timeout: 15_000 },
  );
  return { ...(await seen(page)), ...(count ? { requests: count() } : {}) };
}

/** Types the visitor's name and address, as a visitor does (input and change events). */
async function fill(page, values = VISITOR) {
  for (const [name, value] of Object.entries(values)) await page.fill(`form.wpcf7-form [name="${name}"]`, value);
}

export async function checks({ browser, site, record, tweak }) {
  const origin = new URL(site.elements).origin;
  /** Runs a visit with wrapping off (CF7's own) and on (the element): `steps` returns what to compare. */
  const both = async (label, url, steps, options = {}) => {
    const result = {};
    for (const [mode, systems] of [
      ["own", []],
      ["wrapped", ["contact-form-7"]],
    ]) {
      tweak("wrap", JSON.stringify(systems));
      tweak("delete-option", "x_stand_in_cf7_log");
      const visitor = await visit(browser, url, { ...options, wrapped: systems.length > 0 });
      try {
        result[mode] = { ...(await steps(visitor)), taken: await taken(origin) };
        record(
          `Contact Form 7, ${label} (${mode === "own" ? "CF7's own" : "wrapped"}): no console errors`,
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
    record(`Contact Form 7, ${name}`, JSON.stringify(a) === JSON.stringify(b), `CF7's own: ${JSON.stringify(a)}\nwrapped: ${JSON.stringify(b)}`);
    return a;
  };
  const fieldsOf = (run) => run.taken.map(({ status, fields, mailed }) => ({ status, fields, mailed }));

  /** One setting's checks: a step that fails (a wait that times out) is recorded, and the next setting still runs. */
  const setting = async (name, body) => {
    try {
      await body();
    } catch (error) {
      record(`Contact Form 7, ${name}: the checks ran`, false, error.stack ?? String(error));
    }
  };

  try {
    // The form's messages, and an acceptance box that keeps Send disabled.
    await setting("messages", async () => {
      const messagesUrl = formPage(tweak, "A form with its own messages", { _messages: MESSAGES });
      const messages = await both("messages", messagesUrl, async ({ page, sent }) => {
        const before = await seen(page);
        const element = await page.evaluate(() => document.querySelector("x-contact-form")?.getAttribute("messages") ?? null);
        await page.check('[name="your-consent"]');
        const toFix = await send(page, () => sent.length);
        await fill(page);
        const done = await send(page, () => sent.length);
        return { before, element, toFix, done };
      });
      same("messages: Send is disabled until the acceptance box is ticked", messages, (run) => run.before.sendDisabled);
      const toFix = same("messages: fields to fix show the form's validation_error and invalid_required", messages, (run) => ({
        output: run.toFix.output,
        tips: run.toFix.tips,
      }));
      record(
        "Contact Form 7, messages: those are the owner's texts",
        toFix.output === MESSAGES.validation_error &&
          toFix.tips["your-name"] === MESSAGES.invalid_required &&
          toFix.tips["your-email"] === MESSAGES.invalid_required,
        JSON.stringify(toFix),
      );
      record(
        "Contact Form 7, messages: the wrapped element gets the form's own three (messages, from its _messages), and checks before sending",
        JSON.stringify(JSON.parse(messages.wrapped.element ?? "null")) ===
          JSON.stringify({ validation_error: MESSAGES.validation_error, accept_terms: MESSAGES.accept_terms }) &&
          messages.wrapped.toFix.requests === 0,
        JSON.stringify({ element: messages.wrapped.element, requests: messages.wrapped.toFix.requests }),
      );
      const sentMessage = same("messages: sent, the form's mail_sent_ok", messages, (run) => run.done.output);
      record("Contact Form 7, messages: that is the owner's text", sentMessage === MESSAGES.mail_sent_ok, sentMessage);
      same("messages: the same fields sent, and the mail sent", messages, (run) => fieldsOf(run).filter(({ status }) => status === "mail_sent"));
      // Without demo_mode and skip_mail the mail goes (the stand-in says so), in both.
      record(
        "Contact Form 7, without demo_mode and skip_mail the mail goes, CF7's own and wrapped",
        [messages.own, messages.wrapped].every((run) => fieldsOf(run).some(({ status, mailed }) => status === "mail_sent" && mailed === true)),
        JSON.stringify([fieldsOf(messages.own), fieldsOf(messages.wrapped)]),
      );
    });

    // acceptance_as_validation: on
    await setting("acceptance_as_validation", async () => {
      const acceptanceUrl = formPage(tweak, "A form whose acceptance is a validation", {
        _messages: { accept_terms: MESSAGES.accept_terms },
        _additional_settings: "acceptance_as_validation: on",
      });
      const acceptance = await both("acceptance_as_validation", acceptanceUrl, async ({ page }) => {
        const before = await seen(page);
        await fill(page);
        const unticked = await send(page);
        await page.check('[name="your-consent"]');
        const done = await send(page);
        return { before, unticked, done };
      });
      same("acceptance_as_validation: the form has CF7's class and Send is enabled before the box is ticked", acceptance, (run) => ({
        asValidation: run.before.asValidation,
        sendDisabled: run.before.sendDisabled,
      }));
      const unticked = same("acceptance_as_validation: an unticked box is a field to fix, with the form's accept_terms", acceptance, (run) => ({
        output: run.unticked.output,
        tips: run.unticked.tips,
      }));
      record(
        "Contact Form 7, acceptance_as_validation: that is the owner's text next to the box",
        unticked.tips["your-consent"] === MESSAGES.accept_terms,
        JSON.stringify(unticked),
      );
      same("acceptance_as_validation: ticked, it is sent, the box's value with it", acceptance, (run) => ({
        output: run.done.output,
        sent: fieldsOf(run).filter(({ status }) => status === "mail_sent"),
      }));
    });

    // demo_mode: on and skip_mail: on: sent and answered as ever, no mail.
    await setting("demo_mode and skip_mail", async () => {
      for (const skipping of ["demo_mode", "skip_mail"]) {
        const url = formPage(tweak, `A form with ${skipping}`, { _additional_settings: `${skipping}: on` });
        const run = await both(skipping, url, async ({ page, answers }) => {
          const before = await seen(page);
          await fill(page);
          await page.check('[name="your-consent"]');
          const done = await send(page);
          return { demo: before.demo, output: done.output, demoMode: answers.at(-1)?.demo_mode ?? null };
        });
        const shown = same(`${skipping}: on: the visitor is told it was sent, and no mail went`, run, (side) => ({
          demo: side.demo,
          output: side.output,
          demoMode: side.demoMode,
          taken: fieldsOf(side),
        }));
        record(
          `Contact Form 7, ${skipping}: on: CF7's message, ${skipping === "demo_mode" ? "its demo class and demo_mode" : "no demo class"}, no mail`,
          shown.output === CF7_SENT &&
            shown.demo === (skipping === "demo_mode") &&
            shown.demoMode === (skipping === "demo_mode" ? true : null) &&
            shown.taken.length === 1 &&
            shown.taken[0].mailed === false,
          JSON.stringify(shown),
        );
      }
    });

    // subscribers_only: true
    await setting("subscribers_only", async () => {
      const subscribersUrl = formPage(tweak, "A form for subscribers only", { _additional_settings: "subscribers_only: true" });
      const anonymous = await both("subscribers_only, not logged in", subscribersUrl, async ({ page, sent }) => ({
        ...(await seen(page)),
        requests: sent.length,
      }));
      const notice = same("subscribers_only: a visitor not logged in gets CF7's notice, no form, nothing sent", anonymous, (run) => ({
        notice: run.notice,
        form: run.form,
        requests: run.requests,
        taken: run.taken.length,
      }));
      record("Contact Form 7, subscribers_only: CF7's notice", notice.notice === NOTICE && notice.form === false, JSON.stringify(notice));
      const member = await both(
        "subscribers_only, logged in",
        subscribersUrl,
        async ({ page, sent }) => {
          await fill(page);
          await page.check('[name="your-consent"]');
          const done = await send(page);
          return { output: done.output, nonceSent: typeof sent.at(-1)?.["_wpnonce"] === "string" && sent.at(-1)["_wpnonce"] !== "" };
        },
        { logIn: true },
      );
      const signedIn = same("subscribers_only: a logged-in visitor's form goes with CF7's _wpnonce, and is sent", member, (run) => ({
        output: run.output,
        nonceSent: run.nonceSent,
        taken: fieldsOf(run),
      }));
      record(
        "Contact Form 7, subscribers_only: sent for the logged-in visitor",
        signedIn.output === CF7_SENT && signedIn.nonceSent && signedIn.taken[0]?.status === "mail_sent",
        JSON.stringify(signedIn),
      );
    });

    // CF7's reCAPTCHA v3, set up on its Integration page: a new token for each submission (a token is good once).
    await setting("reCAPTCHA v3", async () => {
      tweak("option", "wpcf7", JSON.stringify({ recaptcha: { "x-stand-in-site-key": "x-stand-in-secret" } }));
      tweak("delete-option", "x_stand_in_recaptcha_used");
      const recaptchaTemplate = TEMPLATE.split("\n")
        .filter((line) => !line.includes("acceptance"))
        .join("\n");
      const recaptchaUrl = formPage(tweak, "A form behind reCAPTCHA", {}, recaptchaTemplate);
      const recaptcha = await both("reCAPTCHA v3", recaptchaUrl, async ({ page, sent }) => {
        const scripts = await page.evaluate(() =>
          ["google-recaptcha", "wpcf7-recaptcha"].filter((handle) => document.getElementById(`${handle}-js`)),
        );
        // Typed in without a change event: CF7's reCAPTCHA script renews its token on every change, not only on Send.
        const quietly = (values) =>
          page.evaluate((entries) => {
            for (const [name, value] of entries) document.querySelector(`form.wpcf7-form [name="${name}"]`).value = value;
          }, Object.entries(values));
        await quietly(VISITOR);
        const first = await send(page);
        await quietly({ "your-name": "Grace Hopper", "your-email": "grace@example.org" });
        const second = await send(page);
        return {
          scripts,
          outputs: [first.output, second.output],
          tokens: sent.map((fields) => (fields["_wpcf7_recaptcha_response"] ?? "").split(".")[2] ?? null),
        };
      });
      const guarded = same("reCAPTCHA v3: each submission goes with a new token for the contactform action", recaptcha, (run) => ({
        scripts: run.scripts,
        outputs: run.outputs,
        tokens: run.tokens,
        taken: run.taken.map(({ status, recaptcha: action }) => ({ status, action })),
      }));
      record(
        "Contact Form 7, reCAPTCHA v3: both submissions sent, each with CF7's contactform action",
        guarded.scripts.length === 2 &&
          guarded.outputs.every((output) => output === CF7_SENT) &&
          guarded.taken.length === 2 &&
          guarded.taken.every(({ status, action }) => status === "mail_sent" && action === "contactform"),
        JSON.stringify(guarded),
      );
    });

    // The settings page says which of CF7's settings x-elements follows.
    await setting("the settings page", async () => {
      const admin = await visit(browser, `${origin}/wp-admin/options-general.php?page=x-elements`, { logIn: true });
      try {
        const listed = await admin.page.evaluate(() =>
          [...document.querySelectorAll("#x-elements-follows-contact-form-7 li")].map((item) => [
            item.dataset.follows,
            item.querySelector("strong")?.textContent,
          ]),
        );
        const names = listed.map(([, name]) => name);
        record(
          "Contact Form 7: the settings page lists the settings x-elements follows, and the one it cannot",
          [
            "Messages",
            "demo_mode: on",
            "skip_mail: on",
            "subscribers_only: true",
            "acceptance_as_validation: on",
            "reCAPTCHA v3 (Integration)",
          ].every((name) => names.includes(name)) && listed.some(([follows]) => follows === "no"),
          JSON.stringify(listed),
        );
      } finally {
        await admin.close();
      }
    });
  } finally {
    tweak("wrap", "[]");
    tweak("delete-option", "wpcf7");
    tweak("delete-option", "x_stand_in_recaptcha_used");
    tweak("delete-option", "x_stand_in_cf7_log");
  }
}
