import type { ElementDocs } from "../src/define";
import type { contactFormAttributes, contactFormEvents } from "./x-contact-form";

const onForm = (description: string) => `${description} Fired on the <form>, as CF7 does.`;

/** <x-contact-form>'s documentation, for the manifest and the generated types only (see ElementDocs). */
export default {
  description: "A Contact Form 7 form that validates, submits over CF7's REST API, and never loses what a visitor typed.",
  attributes: {
    fields: "Fields to render when the element holds no <form>: name, type, label, required, placeholder, options, min, max, accept.",
    formId: "The Contact Form 7 form id.",
    apiRoot: "The WordPress REST root; `https://site/?rest_route=/` works too.",
    unitTag: "The unit tag; default: the form's own, or wpcf7-f{id}-o{n} with n counting instances on the page.",
    containerPost: "The id of the post the form is placed in.",
    locale: "The form's locale (e.g. en_US), sent as _wpcf7_locale.",
    pluginVersion: "The Contact Form 7 version, sent as _wpcf7_version.",
    schema: "The swv validation schema, inline; otherwise fetched once per form from …/feedback/schema.",
    dataLayer: "The tag-manager array to push form events to, if the page has it.",
  },
  events: {
    "x-status-change": "The form's status changed (the class form: sent, invalid, …).",
    wpcf7beforesubmit: onForm("Just before the form data is sent."),
    wpcf7statuschanged: onForm("On every status change."),
    wpcf7invalid: onForm("Validation failed (on the server, or before sending)."),
    wpcf7unaccepted: onForm("An acceptance box was not accepted."),
    wpcf7spam: onForm("The server took the submission for spam."),
    wpcf7aborted: onForm("The server aborted sending."),
    wpcf7mailsent: onForm("The mail was sent."),
    wpcf7mailfailed: onForm("The server could not send the mail."),
    wpcf7submit: onForm("After every server answer to a submission."),
    wpcf7reset: onForm("The form was reset and refilled."),
  },
  slots: { "": "The <form> (CF7's server-rendered markup or your own), enhanced in place; or nothing, with `fields`." },
  parts: { "wrong-place": "The error shown instead of a form placed inside another form." },
  cssProperties: { "--x-contact-form-min-height": "Height reserved before upgrade (for a form rendered from `fields`)." },
  states: { status: "The form's status: init, submitting, sent, invalid, … (also data-status on the form)." },
} satisfies ElementDocs<typeof contactFormAttributes, typeof contactFormEvents>;
