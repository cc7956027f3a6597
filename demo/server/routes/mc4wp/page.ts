import { escape, layout } from "./html";
import { FORM_ID, LISTS, MESSAGES, SETTINGS, type SignUpResult } from "./sign-up";

/*
 * The newsletter demo page, rendered on the server as WordPress renders MC4WP's form (class-form-element.php):
 * without a post, the empty form; after one, the form with MC4WP's classes and response, its fields refilled after
 * an error and left out after a success (the "hide form after a successful sign-up" setting), and the
 * mc4wp_submitted_form data MC4WP prints for its script.
 */

type Posted = Record<string, string | string[]>;

const value = (posted: Posted, name: string) => escape([posted[name] ?? ""].flat()[0] ?? "");
const checked = (posted: Posted | undefined, name: string, option: string, byDefault: boolean) =>
  (posted ? [posted[name] ?? []].flat().includes(option) : byDefault) ? " checked" : "";

function fields(posted: Posted = {}, fresh: boolean): string {
  const lists = Object.entries(LISTS)
    .map(
      ([id, label]) =>
        `<label><input type="checkbox" name="_mc4wp_lists[]" value="${id}"${checked(fresh ? undefined : posted, "_mc4wp_lists[]", id, id === "weekly")}> ${label}</label>`,
    )
    .join("<br>");
  const source = [posted["SOURCE"] ?? ""].flat()[0] ?? "";
  const option = (optionValue: string, label: string) =>
    `<option value="${optionValue}"${source === optionValue ? " selected" : ""}>${label}</option>`;
  return `<div class="mc4wp-form-fields">
      <p><label for="nl-email">Email address</label><br><input id="nl-email" type="email" name="EMAIL" required autocomplete="email" value="${value(posted, "EMAIL")}"></p>
      <p><label for="nl-fname">First name</label><br><input id="nl-fname" type="text" name="FNAME" autocomplete="given-name" value="${value(posted, "FNAME")}"></p>
      <fieldset><legend>Lists</legend>${lists}</fieldset>
      <p><label for="nl-source">How did you hear of us?</label><br><select id="nl-source" name="SOURCE">${option("", "Choose one")}${option("friend", "A friend")}${option("search", "A search engine")}${option("other", "Somewhere else")}</select></p>
      <p data-show-if="SOURCE:other"><label for="nl-where">Where?</label><br><input id="nl-where" type="text" name="SOURCE_OTHER" value="${value(posted, "SOURCE_OTHER")}"></p>
      <p><label><input type="checkbox" name="AGREE_TO_TERMS" value="1" required${checked(fresh ? undefined : posted, "AGREE_TO_TERMS", "1", false)}> I agree to receive the newsletter and accept the privacy policy.</label></p>
      <p><input type="submit" value="Sign up"></p>
    </div>`;
}

function form(result: SignUpResult | null, posted: Posted | undefined): string {
  const success = result !== null && result.errors.length === 0;
  const classes = [
    "mc4wp-form",
    `mc4wp-form-${FORM_ID}`,
    ...(result ? ["mc4wp-form-submitted", success ? "mc4wp-form-success" : "mc4wp-form-error"] : []),
  ];
  const notices = (result?.notices ?? [])
    .map((key) => `<div class="mc4wp-alert mc4wp-${MESSAGES[key].type}" role="alert"><p>${escape(MESSAGES[key].text)}</p></div>`)
    .join("");
  const hidden = `<label class="mc4wp-honeypot">Leave this field empty if you're human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off"></label>
    <input type="hidden" name="_mc4wp_timestamp" value="${Math.floor(Date.now() / 1000)}">
    <input type="hidden" name="_mc4wp_form_id" value="${FORM_ID}">
    <input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-1">`;
  return `<!-- Mailchimp for WordPress (reference backend) --><form id="mc4wp-form-1" class="${classes.join(" ")}" method="post" data-id="${FORM_ID}" data-name="Newsletter">
    ${success && SETTINGS.hide_after_success ? "" : `${fields(success ? undefined : posted, !result || success)}\n    ${hidden}`}
    <div class="mc4wp-response">${notices}</div>
  </form>`;
}

/** MC4WP's data for its script, as JSON that cannot end the script element early. */
function submittedScript(result: SignUpResult): string {
  const data = {
    id: FORM_ID,
    event: result.event,
    data: result.data,
    element_id: "mc4wp-form-1",
    auto_scroll: true,
    ...(result.errors.length ? { errors: result.errors } : {}),
  };
  return `<script id="mc4wp-forms-submitted-js-before">var mc4wp_submitted_form = ${JSON.stringify(data).replace(/</g, "\\u003c")};</script>`;
}

export function newsletterPage(result: SignUpResult | null = null, posted?: Posted): string {
  return layout(
    "x-newsletter-form",
    "/newsletter.html",
    `<header>
<h1>x-newsletter-form</h1>
<p>Mailchimp for WordPress's sign-up form, enhanced in place: it submits without leaving the page, keeps what you typed when anything fails, and fires MC4WP's events. Without JavaScript it posts this page, as on WordPress. Sign-ups are listed on the <a href="/demo/subscribers">subscribers page</a>.</p>
<!--nav-->
</header>
<main>
<section aria-labelledby="signup-heading">
<h2 id="signup-heading">Sign up to our newsletter</h2>
<p>Choose "Somewhere else" to see a conditional field appear.</p>
<x-newsletter-form id="newsletter">
  ${form(result, posted)}
</x-newsletter-form>
</section>
<section aria-labelledby="events-heading">
<h2 id="events-heading">Events</h2>
<ol id="event-log" class="event-log" aria-live="off"></ol>
</section>
</main>
${result ? submittedScript(result) : ""}
`,
    ['<script type="module" src="/newsletter.js"></script>'],
  );
}
