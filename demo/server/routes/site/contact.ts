import { escape, page, type PageContext } from "./layout";

/*
 * The contact page with Contact Form 7's markup of the reference backend's form 5 (wpcf7_contact_form_tag_func()),
 * enhanced in place by x-contact-form. Without JavaScript the form posts to this page, where the site's route hands it
 * to CF7's feedback (the same store: /demo/submissions) and renders the page again as CF7 does after a post without
 * JavaScript: the response output, a tip under each invalid field, and the fields as they were typed.
 */

export const FORM_ID = 5;
export const CONTAINER_POST = 7;
const UNIT_TAG = `wpcf7-f${FORM_ID}-p${CONTAINER_POST}-o1`;

export interface ContactResult {
  status?: string;
  message: string;
  invalid_fields?: Array<{ field: string; message: string }>;
}

type Values = Record<string, string>;

function field(name: string, label: string, control: string, result: ContactResult | null): string {
  const invalid = result?.invalid_fields?.find((f) => f.field === name);
  const tip = invalid ? `<span class="wpcf7-not-valid-tip" aria-hidden="true">${escape(invalid.message)}</span>` : "";
  return `<p><label for="cf-${name}">${label}</label><span class="wpcf7-form-control-wrap" data-name="${name}">${control.replace(
    'aria-invalid="false"',
    `aria-invalid="${invalid ? "true" : "false"}"`,
  )}${tip}</span></p>`;
}

function form(values: Values, result: ContactResult | null): string {
  const value = (name: string) => escape(values[name] ?? "");
  const status = result ? (result.status ?? "aborted") : "init";
  const statusClass =
    { mail_sent: "sent", validation_failed: "invalid", acceptance_missing: "unaccepted", spam: "spam", mail_failed: "failed" }[status] ?? status;
  const consent = values["your-consent"] === "1" && status !== "mail_sent" ? " checked" : "";
  const invalidList = (result?.invalid_fields ?? []).map((f) => `<li>${escape(f.message)}</li>`).join("");
  return `<x-contact-form class="contact-form" form-id="${FORM_ID}" container-post="${CONTAINER_POST}" locale="en_US" plugin-version="6.1.6">
<div class="wpcf7 no-js" id="${UNIT_TAG}" lang="en-US" dir="ltr" data-wpcf7-id="${FORM_ID}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">${result ? escape(result.message) : ""}</p><ul>${invalidList}</ul></div>
<form action="/contact#${UNIT_TAG}" method="post" class="wpcf7-form ${statusClass}" aria-label="Contact form" novalidate data-status="${statusClass}">
<fieldset class="hidden-fields-container">
<input type="hidden" name="_wpcf7" value="${FORM_ID}"><input type="hidden" name="_wpcf7_version" value="6.1.6"><input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="${UNIT_TAG}"><input type="hidden" name="_wpcf7_container_post" value="${CONTAINER_POST}"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
</fieldset>
<div class="form-row">
${field("your-name", "Your name", `<input id="cf-your-name" size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" autocomplete="name" aria-required="true" aria-invalid="false" value="${status === "mail_sent" ? "" : value("your-name")}" type="text" name="your-name">`, result)}
${field("your-email", "Your email", `<input id="cf-your-email" size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" autocomplete="email" aria-required="true" aria-invalid="false" value="${status === "mail_sent" ? "" : value("your-email")}" type="email" name="your-email">`, result)}
</div>
${field("your-subject", "Subject", `<input id="cf-your-subject" size="40" maxlength="400" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="${status === "mail_sent" ? "" : value("your-subject")}" type="text" name="your-subject">`, result)}
${field("your-message", "How can we help?", `<textarea id="cf-your-message" cols="40" rows="7" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message">${status === "mail_sent" ? "" : value("your-message")}</textarea>`, result)}
<p><span class="wpcf7-form-control-wrap" data-name="your-consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="your-consent" value="1" aria-invalid="false"${consent}><span class="wpcf7-list-item-label">I agree that my data is stored to answer my enquiry.</span></label></span></span></span></p>
<div class="hp" aria-hidden="true"><label>Leave this empty <input type="text" name="your-homepage" value="" tabindex="-1" autocomplete="off"></label></div>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner button" type="submit" value="Send message"></p>
<div class="wpcf7-response-output"${result ? "" : ' aria-hidden="true"'}>${result ? escape(result.message) : ""}</div>
</form>
</div>
</x-contact-form>`;
}

export function contactPage(ctx: PageContext, values: Values = {}, result: ContactResult | null = null): string {
  const main = `
<header class="page-header">
<h1>Contact us</h1>
<p class="lead">Tell us about your site and what you would like it to do. We answer every message within one working day.</p>
</header>
<div class="contact-grid">
<section aria-label="Message form">
${form(values, result)}
</section>
<aside class="contact-aside" aria-labelledby="contact-direct">
<h2 id="contact-direct">Or reach us directly</h2>
<p><a href="mailto:hello@tidewater.example">hello@tidewater.example</a><br><a href="tel:+351210000000">+351 21 000 0000</a></p>
<p>Rua das Gaivotas 12, 2nd floor<br>1200-202 Lisbon</p>
<p><button type="button" class="button ghost" id="reply-details">What happens next?</button></p>
<x-popover for="reply-details" placement="bottom" label="What happens next">
<p>One of us reads your message the same day and answers with two or three times for a call.</p>
<p>The first call is free and lasts thirty minutes. <a href="/services#plans">See our plans</a></p>
</x-popover>
</aside>
</div>
`;
  return page(ctx, {
    title: "Contact",
    description: "Write to Tidewater Studio: we answer within one working day.",
    main,
  });
}
