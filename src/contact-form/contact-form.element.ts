import * as z from "zod/mini";
import { attr, declare, event } from "../define/declare";
import type { Wpcf7Detail } from "./wpcf7-detail";
import { fieldsCheck, type Field } from "./fields";
import { ENGLISH, labelsCheck, type Labels } from "./labels";
import { CF7_MESSAGES, messagesCheck, type Messages } from "./messages";
import { swvSchemaSchema, type SwvSchema } from "./swv/schema";
import { reachingUrl } from "../shared/reaching-url";

export type { Field, SwvSchema, Wpcf7Detail, Labels as ContactFormLabels, Messages as ContactFormMessages };

const onForm = (description: string) => `${description} Fired on the <form>, as CF7 does.`;

export default declare({
  tag: "x-contact-form",
  summary: "A Contact Form 7 form that validates with CF7's rules, submits over CF7's REST API, and never loses what a visitor typed.",
  description:
    "Enhances the <form> inside it (CF7's server-rendered markup or your own), or renders one from `fields`. Fires CF7's wpcf7* events and runs CF7's control helpers (exclusive checkboxes, free-text options, character counters, reflections).",
  attributes: {
    // First JSON attribute: a child <script type="application/json"> without data-attribute configures it.
    fields: attr.json<Field[]>(fieldsCheck, [], {
      type: "Field[]",
      description:
        "Fields to render when the element holds no <form>, each {name, type, label, required, placeholder, options, min, max, accept}; type is text, email, url, tel, number, date, time, textarea, select, checkbox, radio, acceptance, file or submit. A submit button (the `submit` label) ends a list that has none.",
    }),
    formId: attr.number(0, { required: true, integer: true, min: 1, description: "The Contact Form 7 form id." }),
    apiRoot: reachingUrl("/wp-json/", {
      use: "endpoint",
      description: "The WordPress REST root; `https://site/?rest_route=/` works too. When it answers 404, the console names the root tried.",
    }),
    unitTag: attr.string("", { description: "The unit tag; default: the form's own, or wpcf7-f{id}-o{n} with n counting instances on the page." }),
    containerPost: attr.optionalNumber({
      integer: true,
      min: 0,
      description: "The id of the post the form is placed in; absent: the one in CF7's rendered hidden fields, else 0.",
    }),
    locale: attr.string("", { description: "The form's locale (e.g. en_US), sent as _wpcf7_locale." }),
    pluginVersion: attr.string("", { description: "The Contact Form 7 version, sent as _wpcf7_version." }),
    schema: attr.json<SwvSchema | null>(z.nullable(swvSchemaSchema), null, {
      type: "SwvSchema | null",
      description: "The swv validation schema, inline; otherwise fetched once per form from …/feedback/schema.",
    }),
    messages: attr.json<Partial<Messages>>(
      messagesCheck,
      {},
      {
        type: "Partial<ContactFormMessages>",
        texts: CF7_MESSAGES,
        description:
          "The form's own messages, under Contact Form 7's keys, as CF7 keeps them (its Messages tab): validation_error (shown when a check before sending finds a field to fix), accept_terms (next to an acceptance box not yet ticked) and mail_sent_ng (when a request fails with no answer of the server's); CF7's other keys are left to the server's answers. They win over `labels`. On WordPress, a wrapped form gets them from its form.",
      },
    ),
    dataLayer: attr.string("dataLayer", {
      description:
        "The tag-manager array to push form events to (GTM4WP's contactForm7* and formElement* events), if the page has it. Empty: push nothing. Nothing is pushed either while GTM4WP's own Contact Form 7 or form-move tracker is on the page: it pushes the same events.",
    }),
    labels: attr.json<Partial<Labels>>(
      labelsCheck,
      {},
      {
        type: "Partial<ContactFormLabels>",
        texts: ENGLISH,
        description:
          "Texts as JSON: form (the name of a form rendered from `fields`), submit (the Send button added to a form from `fields` that lists none) and acceptance (said next to an acceptance box not yet ticked when a visitor tries to send); those left out follow the language of the element's text (English default).",
      },
    ),
  },
  events: {
    "x-status-change": event<{ status: string; prevStatus: string }>("The form's status changed (the class form: sent, invalid, …)."),
    // Contact Form 7's own events, fired on the <form> as CF7 does.
    wpcf7beforesubmit: event<Wpcf7Detail>(onForm("Just before the form data is sent.")),
    wpcf7statuschanged: event<{ status: string; prevStatus: string }>(onForm("On every status change.")),
    wpcf7invalid: event<Wpcf7Detail>(onForm("Validation failed (on the server, or before sending).")),
    wpcf7unaccepted: event<Wpcf7Detail>(onForm("An acceptance box was not accepted.")),
    wpcf7spam: event<Wpcf7Detail>(onForm("The server took the submission for spam.")),
    wpcf7aborted: event<Wpcf7Detail>(onForm("The server aborted sending.")),
    wpcf7mailsent: event<Wpcf7Detail>(onForm("The mail was sent.")),
    wpcf7mailfailed: event<Wpcf7Detail>(onForm("The server could not send the mail.")),
    wpcf7submit: event<Wpcf7Detail>(onForm("After every server answer to a submission.")),
    wpcf7reset: event<Wpcf7Detail>(onForm("The form was reset and refilled.")),
  },
  slots: { "": "The <form> (CF7's server-rendered markup or your own), enhanced in place; or nothing, with `fields`." },
  parts: { "wrong-place": "The error shown instead of a form placed inside another form." },
  cssProperties: {
    "--x-contact-form-min-height": "Height reserved before upgrade (for a form rendered from `fields`).",
    "--x-contact-form-disabled-opacity": "Opacity of a submit button disabled until the terms are accepted (0.5).",
  },
  // The form's status once it has changed, in CF7's class form (also data-status and a class on the form, CF7's own).
  states: {
    init: "Back to its first status (after a reset).",
    validating: "Fields are being checked on the server.",
    submitting: "The form is on its way.",
    sent: "The message was sent.",
    failed: "The server could not send the message.",
    invalid: "A field is not valid.",
    unaccepted: "An acceptance box is not ticked.",
    spam: "The server took the message for spam.",
    aborted: "The sending was stopped.",
    "payment-required": "A payment must come first.",
    resetting: "The form is being reset.",
    "custom-…": "Another status the server answered (foo_bar: custom-foo-bar).",
  },
  wordpress: {
    block: {
      title: "Contact form (Contact Form 7, sent in place)",
      icon: "email",
      keywords: ["contact", "form", "cf7", "contact form 7", "enquiry"],
      forms: { postType: "wpcf7_contact_form", shortcode: "contact-form-7", attribute: "form-id" },
    },
    serverValues: { "api-root": "rest-url", "container-post": "post-id" },
    wraps: {
      system: "contact-form-7",
      name: "Contact Form 7",
      active: "WPCF7_VERSION",
      shortcodes: ["contact-form-7", "contact-form"],
      scripts: ["contact-form-7", "swv"],
      scriptFilters: ["wpcf7_load_js"],
      // The form's own settings are in its form post (the _wpcf7 field names it), not in the page's post.
      attributes: {
        "form-id": "input:_wpcf7",
        messages: "input:_wpcf7 | post-meta:_messages{validation_error,accept_terms,mail_sent_ng}",
      },
      follows: {
        Messages:
          "the form's own, as CF7 answers with them; the three the element shows itself (validation_error, accept_terms, mail_sent_ng) read from the form's _messages into messages",
        "demo_mode: on": "CF7's server skips the mail and says demo_mode; the element sends the form as CF7's script does and shows CF7's answer",
        "skip_mail: on": "CF7's server skips the mail; the element sends the form as CF7's script does and shows CF7's answer",
        "subscribers_only: true":
          "a visitor not logged in sees CF7's notice (CF7 renders no form for them); a logged-in visitor's form goes with CF7's _wpnonce, as with CF7's script",
        "acceptance_as_validation: on":
          "read from the class CF7 gives the form: Send stays enabled, and a box not ticked is flagged with the other fields before sending, with the form's accept_terms message",
        "reCAPTCHA v3 (Integration)":
          "before each submission, a new token from the page's grecaptcha with CF7's site key and contactform action (its wpcf7_recaptcha), in _wpcf7_recaptcha_response; CF7's reCAPTCHA scripts stay on the page",
      },
      notFollowed: {
        "Mail-tags in those three messages":
          "CF7 fills a [field] in a message from the posted values on its server; the three the element shows itself show it as written",
      },
    },
  },
  demo: "/contact-form.html",
  examples: [
    {
      title: "A form from fields",
      html: `<x-contact-form form-id="5" fields='[{"name":"your-name","type":"text","label":"Your name","required":true},{"name":"your-email","type":"email","label":"Your email","required":true},{"name":"your-message","type":"textarea","label":"Your message"},{"name":"your-consent","type":"acceptance","label":"I agree that my data is stored to answer my enquiry."},{"name":"submit","type":"submit","label":"Send"}]'>Please enable JavaScript to use the contact form.</x-contact-form>`,
    },
  ],
});
