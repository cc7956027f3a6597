import type { ElementProps } from "../define/declare";
import { CONNECTION_ENGLISH } from "../shared/texts/connection";
import { useTexts } from "../shared/use-texts";
import type newsletterForm from "./newsletter-form.element";
import { useNewsletter } from "./use-newsletter";

export type NewsletterFormProps = ElementProps<typeof newsletterForm>;
type EventName = keyof (typeof newsletterForm)["events"];
type Detail = Parameters<NewsletterFormProps["emit"]>[1];

/** The built-in text in English (MC4WP's; the other languages' are in the shared catalogues). */
const ENGLISH = { error: "Oops. Something went wrong. Please try again later." };

const EVENTS = new Set<string>(
  ["started", "change", "submit", "submitted", "success", "error", "subscribed", "unsubscribed"].map((name) => `x-newsletter-${name}`),
);

/**
 * A thin view: MC4WP's form stays in the light DOM, shown through the slot, where the theme's CSS and MC4WP's
 * markup contract reach it; the controller enhances it.
 */
export function NewsletterForm({ host, emit, action, ajax, errorMessage, redirect }: NewsletterFormProps) {
  const texts = useTexts(host, "newsletter", ENGLISH, { error: errorMessage });
  const connection = useTexts(host, "connection", CONNECTION_ENGLISH);
  useNewsletter(host, { action, ajax, errorMessage: texts.error, redirect, connection }, (name, detail) => {
    const type = `x-newsletter-${name}`;
    // The declared events only; MC4WP's rarer ones (updated_subscriber) reach mc4wp.forms listeners. Cast: the
    // controller builds each event's detail for its name.
    if (EVENTS.has(type)) emit(type as EventName, detail as Detail);
  });
  return <slot />;
}
