import { escape } from "../mc4wp/html";
import { FORM_ID, MESSAGES, type SignUpResult } from "../mc4wp/sign-up";

/*
 * The footer's sign-up form, as MC4WP renders it (class-form-element.php): it has no action, so it posts to the page
 * it is on, where the site's route hands the post to the reference backend's MC4WP sign-up (the same store as
 * /newsletter.html; sign-ups are listed at /demo/subscribers). After an error the fields are refilled; after a
 * success the fields are left out and the response shown ("hide form after a successful sign-up").
 */

export type Posted = Record<string, string | string[]>;

export interface NewsletterState {
  result: SignUpResult;
  posted: Posted;
}

const first = (posted: Posted, name: string) => escape([posted[name] ?? ""].flat()[0] ?? "");

export function newsletterForm(state: NewsletterState | null): string {
  const result = state?.result ?? null;
  const posted = state?.posted ?? {};
  const success = result !== null && result.errors.length === 0;
  const classes = [
    "mc4wp-form",
    `mc4wp-form-${FORM_ID}`,
    ...(result ? ["mc4wp-form-submitted", success ? "mc4wp-form-success" : "mc4wp-form-error"] : []),
  ];
  const notices = (result?.notices ?? [])
    .map((key) => `<div class="mc4wp-alert mc4wp-${MESSAGES[key].type}" role="alert"><p>${escape(MESSAGES[key].text)}</p></div>`)
    .join("");
  const agreed = [posted["AGREE_TO_TERMS"] ?? []].flat().includes("1") && !success ? " checked" : "";
  const fields = `<div class="mc4wp-form-fields">
<p><label for="nl-email">Email address</label><input id="nl-email" type="email" name="EMAIL" required autocomplete="email" placeholder="you@example.com" value="${first(posted, "EMAIL")}"></p>
<p><label for="nl-fname">First name <span class="optional">(optional)</span></label><input id="nl-fname" type="text" name="FNAME" autocomplete="given-name" value="${first(posted, "FNAME")}"></p>
<input type="hidden" name="_mc4wp_lists[]" value="weekly">
<p class="nl-consent"><label><input type="checkbox" name="AGREE_TO_TERMS" value="1" required${agreed}> Send me the journal. I can unsubscribe with one click.</label></p>
<p><input type="submit" value="Subscribe"></p>
</div>
<label class="mc4wp-honeypot">Leave this field empty if you're human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off"></label>
<input type="hidden" name="_mc4wp_timestamp" value="${Math.floor(Date.now() / 1000)}">
<input type="hidden" name="_mc4wp_form_id" value="${FORM_ID}">
<input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-1">`;
  return `<x-newsletter-form class="newsletter">
<form id="mc4wp-form-1" class="${classes.join(" ")}" method="post" data-id="${FORM_ID}" data-name="Studio journal">
${success ? "" : fields}
<div class="mc4wp-response">${notices}</div>
</form>
</x-newsletter-form>`;
}
