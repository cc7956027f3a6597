import type { ElementProps } from "../define/declare";
import { useTexts } from "../shared/use-texts";
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
  const { host, emit, formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer, fields } = props;
  const labels = useTexts(host, "contactForm", ENGLISH, props.labels);
  const wrongPlace = useWrongPlace(host);
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
    },
    onStatus: (status, prevStatus) => {
      host.setAttribute("status", status);
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
