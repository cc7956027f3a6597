import { useState } from "react";
import type { ElementProps } from "../define/declare";
import { CONNECTION_ENGLISH } from "../shared/texts/connection";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type contactForm from "./contact-form.element";
import { ENGLISH } from "./labels";
import { GENERATED_SLOT, useController } from "./use-controller";
import { useWrongPlace } from "./use-wrong-place";

export type ContactFormProps = ElementProps<typeof contactForm>;

/**
 * A thin view: the form lives in the light DOM (the page's, or one rendered from `fields`), shown through a slot;
 * the controller enhances it the way CF7's script does.
 */
export function ContactForm(props: ContactFormProps) {
  const { host, emit, formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer, fields, messages } = props;
  const labels = useTexts(host, "contactForm", ENGLISH, props.labels);
  const connection = useTexts(host, "connection", CONNECTION_ENGLISH);
  const wrongPlace = useWrongPlace(host);
  // The form's status in its class form (sent, invalid...), once it has changed: a custom state of the element.
  const [status, setStatus] = useState<string | null>(null);
  useElementState(host, status ?? "init", status !== null);
  const generated = useController({
    host,
    enabled: !wrongPlace && formId >= 1,
    fields,
    input: {
      formId,
      apiRoot,
      unitTag,
      containerPost,
      locale,
      pluginVersion,
      schema,
      dataLayer,
      labels,
      messages,
      connection,
    },
    onStatus: (status, prevStatus) => {
      setStatus(status);
      emit("x-status-change", { status, prevStatus });
    },
  });

  if (wrongPlace) {
    return (
      <p className="wpcf7-form-in-wrong-place" part="wrong-place">
        <strong>Error:</strong> This contact form is placed in the wrong place.
      </p>
    );
  }
  return generated ? <slot name={GENERATED_SLOT} /> : <slot />;
}
