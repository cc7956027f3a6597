import * as z from "zod/mini";
import { attr, defineElement, event } from "../src/define";
import { ContactForm } from "../src/contact-form/ContactForm";
import type { Wpcf7Detail } from "../src/contact-form/controller";
import { fieldsSchema, type Field } from "../src/contact-form/fields";
import { swvSchemaSchema, type SwvSchema } from "../src/contact-form/swv/schema";
import styles from "../src/contact-form/contact-form.css?inline";

export const contactFormAttributes = {
  // First JSON attribute: a child <script type="application/json"> without data-attribute configures it.
  fields: attr.json<Field[]>(
    fieldsSchema,
    [],
    "Fields to render when the element holds no <form>: name, type, label, required, placeholder, options, min, max, accept.",
    "Field[]",
  ),
  formId: attr.number(0, "The Contact Form 7 form id.", { required: true, integer: true, min: 1 }),
  apiRoot: attr.string("/wp-json/", "The WordPress REST root; `https://site/?rest_route=/` works too."),
  unitTag: attr.string("", "The unit tag; default: the form's own, or wpcf7-f{id}-o{n} with n counting instances on the page."),
  containerPost: attr.number(0, "The id of the post the form is placed in.", { integer: true, min: 0 }),
  locale: attr.string("", "The form's locale (e.g. en_US), sent as _wpcf7_locale."),
  pluginVersion: attr.string("", "The Contact Form 7 version, sent as _wpcf7_version."),
  schema: attr.json<SwvSchema | null>(
    z.nullable(swvSchemaSchema),
    null,
    "The swv validation schema, inline; otherwise fetched once per form from …/feedback/schema.",
    "SwvSchema | null",
  ),
  dataLayer: attr.string("dataLayer", "The tag-manager array to push form events to, if the page has it."),
};

const wpcf7 = (description: string) => event<Wpcf7Detail>(`${description} Fired on the <form>, as CF7 does.`);

export const contactFormEvents = {
  "x-status-change": event<{ status: string; prevStatus: string }>("The form's status changed (the class form: sent, invalid, …)."),
  wpcf7beforesubmit: wpcf7("Just before the form data is sent."),
  wpcf7statuschanged: event<{ status: string; prevStatus: string }>("On every status change. Fired on the <form>, as CF7 does."),
  wpcf7invalid: wpcf7("Validation failed (on the server, or before sending)."),
  wpcf7unaccepted: wpcf7("An acceptance box was not accepted."),
  wpcf7spam: wpcf7("The server took the submission for spam."),
  wpcf7aborted: wpcf7("The server aborted sending."),
  wpcf7mailsent: wpcf7("The mail was sent."),
  wpcf7mailfailed: wpcf7("The server could not send the mail."),
  wpcf7submit: wpcf7("After every server answer to a submission."),
  wpcf7reset: wpcf7("The form was reset and refilled."),
};

/**
 * A Contact Form 7 form: enhances the <form> inside it (or renders one from `fields`), validates it with CF7's
 * rules, submits it over CF7's REST API and keeps what the visitor typed when anything fails.
 */
export const XContactForm = defineElement({
  tag: "x-contact-form",
  description: "A Contact Form 7 form that validates, submits over CF7's REST API, and never loses what a visitor typed.",
  component: ContactForm,
  attributes: contactFormAttributes,
  events: contactFormEvents,
  slots: { "": "The <form> (CF7's server-rendered markup or your own), enhanced in place; or nothing, with `fields`." },
  parts: { "wrong-place": "The error shown instead of a form placed inside another form." },
  cssProperties: { "--x-contact-form-min-height": "Height reserved before upgrade (for a form rendered from `fields`)." },
  states: { status: "The form's status: init, submitting, sent, invalid, … (also data-status on the form)." },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-contact-form": InstanceType<NonNullable<typeof XContactForm>>;
  }
}
