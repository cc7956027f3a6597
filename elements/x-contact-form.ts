import * as z from "zod/mini";
import { attr, defineElement, event } from "../src/define";
import { ContactForm } from "../src/contact-form/ContactForm";
import type { Wpcf7Detail } from "../src/contact-form/controller";
import { fieldsSchema, type Field } from "../src/contact-form/fields";
import { swvSchemaSchema, type SwvSchema } from "../src/contact-form/swv/schema";
import styles from "../src/contact-form/contact-form.css?inline";

export const contactFormAttributes = {
  // First JSON attribute: a child <script type="application/json"> without data-attribute configures it.
  fields: attr.json<Field[]>(fieldsSchema, [], "Field[]"),
  formId: attr.number(0, { required: true, integer: true, min: 1 }),
  apiRoot: attr.string("/wp-json/"),
  unitTag: attr.string(""),
  containerPost: attr.number(0, { integer: true, min: 0 }),
  locale: attr.string(""),
  pluginVersion: attr.string(""),
  schema: attr.json<SwvSchema | null>(z.nullable(swvSchemaSchema), null, "SwvSchema | null"),
  dataLayer: attr.string("dataLayer"),
};

export const contactFormEvents = {
  "x-status-change": event<{ status: string; prevStatus: string }>(),
  // Contact Form 7's own events, fired on the <form> as CF7 does.
  wpcf7beforesubmit: event<Wpcf7Detail>(),
  wpcf7statuschanged: event<{ status: string; prevStatus: string }>(),
  wpcf7invalid: event<Wpcf7Detail>(),
  wpcf7unaccepted: event<Wpcf7Detail>(),
  wpcf7spam: event<Wpcf7Detail>(),
  wpcf7aborted: event<Wpcf7Detail>(),
  wpcf7mailsent: event<Wpcf7Detail>(),
  wpcf7mailfailed: event<Wpcf7Detail>(),
  wpcf7submit: event<Wpcf7Detail>(),
  wpcf7reset: event<Wpcf7Detail>(),
};

/**
 * A Contact Form 7 form: enhances the <form> inside it (or renders one from `fields`), validates it with CF7's
 * rules, submits it over CF7's REST API and keeps what the visitor typed when anything fails.
 */
export const XContactForm = defineElement({
  tag: "x-contact-form",
  component: ContactForm,
  attributes: contactFormAttributes,
  events: contactFormEvents,
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-contact-form": InstanceType<NonNullable<typeof XContactForm>>;
  }
}
