import { attr, declare, event, method, property } from "../define/declare";
import type { FormObject } from "./serialize";
import { reachingUrl } from "../shared/reaching-url";

/** The form's values by field name, as MC4WP's getData() gives them. */
export type { FormObject as NewsletterFormData };

export interface FormDetail {
  /** MC4WP's form id (data-id). */
  formId: number;
  /** data-name, or "Form #id". */
  formName: string;
}

const mc4wp = (description: string, name: string) => `${description} Also emitted to mc4wp.forms listeners as "{id}.${name}", then "${name}".`;
const later = (description: string, name: string) => `${mc4wp(description, name)} Fired 10 ms after it happened, as MC4WP does.`;

export default declare({
  tag: "x-newsletter-form",
  summary:
    "A Mailchimp for WordPress (MC4WP) sign-up form that submits in place, keeps what was typed when anything fails, and keeps MC4WP's form API and events.",
  description:
    "Enhances MC4WP's server-rendered `<form class=\"mc4wp-form\">` inside it: conditional fields (`data-show-if`, `data-hide-if`), MC4WP's events (also on `window.mc4wp.forms`, which the element provides when MC4WP's own script is not on the page), and a submission with fetch whose answer, MC4WP's `.mc4wp-response`, is shown in place. The element carries MC4WP's form object: `formId` (MC4WP's `id`, the form's data-id; the element's own `id` stays the DOM's), `name`, `errors`, `started`, `getData()`, `getSerializedData()`, `setData(obj)`, `setResponse(html)` and `reset()`. Without JavaScript the form posts the page as MC4WP's does.",
  attributes: {
    action: reachingUrl("", {
      use: "endpoint",
      description: "Where the form posts; default: the form's own action, which MC4WP leaves out so that it posts to the page itself.",
    }),
    ajax: attr.boolean(true, {
      description: "Submit with fetch and show the answer in place; false lets the browser post the page, as without JavaScript.",
    }),
    errorMessage: attr.string("", {
      description:
        'Shown when the server answers with an error status or a page without the form\'s response, as MC4WP shows its messages (the few tags it allows kept); absent: "Oops. Something went wrong. Please try again later." in the language of the element\'s text. On WordPress, a wrapped form gets its own (MC4WP\'s "General error" message).',
    }),
    redirect: attr.url("", {
      use: "link",
      description:
        "Where a successful sign-up takes the visitor (MC4WP's \"Redirect to URL after successful sign-ups\"); absent: the answer is shown in place. MC4WP's redirect is then not followed by the element's request but by the page. On WordPress, a wrapped form gets its own. Without it, a redirect of the server's on the same site is followed all the same.",
    }),
  },
  events: {
    "x-newsletter-started": event<FormDetail>(later("A visitor focused a field of the form for the first time.", "started")),
    "x-newsletter-change": event<FormDetail>(later("A visitor changed a field.", "change")),
    "x-newsletter-submit": event<FormDetail>(
      mc4wp("The form is being submitted; fired at once, so an mc4wp listener can still cancel the submission.", "submit"),
    ),
    "x-newsletter-submitted": event<FormDetail>(later("The server answered the submission.", "submitted")),
    "x-newsletter-success": event<FormDetail & { data: Record<string, unknown> }>(later("The sign-up succeeded.", "success")),
    "x-newsletter-error": event<FormDetail & { errors: string[] }>(
      later('The sign-up failed: MC4WP\'s error codes (invalid_email, already_subscribed, …), or ["error"] for a failed request.', "error"),
    ),
    "x-newsletter-subscribed": event<FormDetail & { data: Record<string, unknown> }>(
      later("The visitor was subscribed (or their subscription updated).", "subscribed"),
    ),
    "x-newsletter-unsubscribed": event<FormDetail & { data: Record<string, unknown> }>(
      later("The visitor was unsubscribed (an unsubscribe form).", "unsubscribed"),
    ),
  },
  // MC4WP's form object on the element. Its `id` is `formId` here: the element's own `id` stays the DOM's.
  methods: {
    getData: method<() => FormObject>({
      description: "The form's values by field name (a field of several values gives an array).",
      returns: "NewsletterFormData",
    }),
    getSerializedData: method<() => string>({ description: "The form's values as a query string.", returns: "string" }),
    setData: method<(data: unknown) => void>({
      description: "Fills the form's fields from an object of values by field name.",
      parameters: [{ name: "data", type: "unknown", description: "Values by field name." }],
    }),
    setResponse: method<(html: string) => void>({
      description: "Writes the response area (.mc4wp-response).",
      parameters: [{ name: "html", type: "string", description: "The response's HTML." }],
    }),
    reset: method<() => void>({ description: "Empties the response area, shows the fields and resets the form." }),
  },
  properties: {
    formId: property<number>({ type: "number", default: 0, description: "MC4WP's form id (the form's data-id)." }),
    name: property<string>({ type: "string", default: "", description: 'The form\'s data-name, or "Form #id".' }),
    errors: property<string[]>({ type: "string[]", default: [], description: "MC4WP's error codes of the last submission." }),
    started: property<boolean>({ type: "boolean", default: false, description: "Whether the visitor has started filling the form in." }),
  },
  slots: {
    "": "MC4WP's form (`form.mc4wp-form` with `.mc4wp-form-fields` and `.mc4wp-response`), enhanced in place; it posts as is without JavaScript.",
  },
  parts: {},
  cssProperties: {},
  wordpress: {
    block: {
      title: "Newsletter sign-up (Mailchimp for WordPress)",
      icon: "email-alt",
      keywords: ["newsletter", "mailchimp", "mc4wp", "subscribe", "sign up"],
      forms: { postType: "mc4wp-form", shortcode: "mc4wp_form" },
    },
    wraps: {
      system: "mc4wp",
      name: "Mailchimp for WordPress",
      active: "MC4WP_VERSION",
      shortcodes: ["mc4wp_form"],
      blocks: ["mailchimp-for-wp/form"],
      widgets: ["mc4wp_form_widget"],
      scripts: ["mc4wp-forms-api", "mc4wp-forms-submitted", "mc4wp-email-typo-checker"],
      scriptFilters: ["mc4wp_load_form_scripts"],
      // The form's own settings are in its form post (the _mc4wp_form_id field names it), not in the page's post.
      attributes: {
        redirect: "input:_mc4wp_form_id | post-meta:_mc4wp_settings.redirect",
        "error-message": "input:_mc4wp_form_id | post-meta:text_error",
      },
      follows: {
        "Redirect to URL after successful sign-ups":
          "read from the form's _mc4wp_settings into redirect: the visitor goes there after a successful sign-up, also on another site",
        "Hide form after a successful sign-up?": "MC4WP's answer leaves the fields out: the element hides them and shows the answer in place",
        Messages:
          "shown as MC4WP's answer has them; the General error message, which the element shows itself when a request fails, read from the form's text_error into error-message",
        "Required fields":
          'checked by MC4WP\'s server as ever; its answer ("Please fill in the required fields.") is shown in place, every value kept',
      },
      notFollowed: {
        "Enable email typo checking?":
          "MC4WP's typo checker script is not loaded where its forms are wrapped, and the element suggests no corrections yet",
      },
    },
  },
  demo: "/newsletter.html",
  // Listeners of its own only (addEventListener on the form): React adds none to the shadow root.
  reactEvents: false,
  examples: [
    {
      title: "MC4WP's sign-up form, with a conditional field and a consent box",
      html: `<x-newsletter-form>
  <form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-42" method="post" data-id="42" data-name="Newsletter">
    <div class="mc4wp-form-fields">
      <p><label for="nl-email">Email address</label> <input id="nl-email" type="email" name="EMAIL" required autocomplete="email"></p>
      <p><label for="nl-source">How did you hear of us?</label> <select id="nl-source" name="SOURCE"><option value="">Choose one</option><option value="friend">A friend</option><option value="other">Somewhere else</option></select></p>
      <p data-show-if="SOURCE:other"><label for="nl-where">Where?</label> <input id="nl-where" type="text" name="SOURCE_OTHER" required></p>
      <p><label><input type="checkbox" name="AGREE_TO_TERMS" value="1" required> I agree to receive the newsletter.</label></p>
      <p><input type="submit" value="Sign up"></p>
    </div>
    <label style="display: none !important;">Leave this field empty if you're human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off"></label>
    <input type="hidden" name="_mc4wp_timestamp" value="1767225600">
    <input type="hidden" name="_mc4wp_form_id" value="42">
    <input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-1">
    <div class="mc4wp-response"></div>
  </form>
</x-newsletter-form>`,
      acts: [
        {
          call: "setData",
          args: [{ EMAIL: "ada@example.com", SOURCE: "friend" }],
          fires: [],
          reads: { formId: 42, name: "Newsletter", errors: [], started: false },
        },
        {
          call: "getData",
          fires: [],
          returns: {
            EMAIL: "ada@example.com",
            SOURCE: "friend",
            SOURCE_OTHER: "",
            AGREE_TO_TERMS: "",
            _mc4wp_honeypot: "",
            _mc4wp_timestamp: "1767225600",
            _mc4wp_form_id: "42",
            _mc4wp_form_element_id: "mc4wp-form-1",
          },
        },
        {
          call: "getSerializedData",
          fires: [],
          returns:
            "EMAIL=ada%40example.com&SOURCE=friend&SOURCE_OTHER=&AGREE_TO_TERMS=&_mc4wp_honeypot=&_mc4wp_timestamp=1767225600&_mc4wp_form_id=42&_mc4wp_form_element_id=mc4wp-form-1",
        },
        { call: "setResponse", args: ["<p>Thanks.</p>"], fires: [] },
        { call: "reset", fires: [], reads: { errors: [] } },
      ],
    },
  ],
});
