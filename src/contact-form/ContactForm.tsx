import { useLayoutEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { error } from "../shared/log";
import type contactForm from "./contact-form.element";
import { resolveConfig, type ConfigInput } from "./config";
import { ContactFormController } from "./controller";
import { missingFeature } from "./features";
import { adoptLightStyles } from "./light-styles";
import { renderForm } from "./markup";

export type ContactFormProps = ElementProps<typeof contactForm>;

/**
 * The slot of a form rendered from `fields`: the default slot would also show the loose fallback text a page builder
 * writes inside the tag ("Please enable JavaScript …"), which stays in the light DOM for when rendering fails.
 */
const GENERATED_SLOT = "generated-form";

/**
 * A thin view: the form lives in the light DOM (the page's, or one rendered from `fields`), shown through a slot;
 * the controller enhances it the way CF7's script does.
 */
export function ContactForm(props: ContactFormProps) {
  const { host, emit, formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer, fields } = props;
  const wrongPlace = host.parentElement?.closest("form") != null;
  const enabled = !wrongPlace && formId >= 1;
  const input: ConfigInput = {
    formId,
    apiRoot,
    unitTag,
    containerPost: host.hasAttribute("container-post") ? containerPost : null,
    locale,
    pluginVersion,
    schema,
    dataLayer,
  };
  const latestInput = useRef(input);
  latestInput.current = input;
  const controller = useRef<ContactFormController | null>(null);
  // A form rendered from `fields` replaces the element's fallback content: the view then shows that form alone.
  const [generated, setGenerated] = useState(false);

  useLayoutEffect(() => {
    if (!enabled) return;
    const missing = missingFeature();
    if (missing) {
      error(host.localName, missing);
      return; // the plain form still posts without JavaScript's help
    }
    adoptLightStyles(host);
    let form = host.querySelector("form");
    const generating = !form && fields.length > 0;
    if (generating) {
      form = renderForm(fields, resolveConfig(host, document.createElement("form"), latestInput.current).unitTag);
      form.slot = GENERATED_SLOT;
      host.append(form);
      setGenerated(true);
    }
    if (!form) return;
    const onStatus = (status: string, prevStatus: string) => {
      host.setAttribute("status", status);
      emit("x-status-change", { status, prevStatus });
    };
    const created = new ContactFormController(form, host, resolveConfig(host, form, latestInput.current), onStatus);
    controller.current = created;
    return () => {
      created.destroy();
      controller.current = null;
      if (generating) {
        form.remove();
        setGenerated(false);
      }
    };
  }, [host, emit, enabled, fields]);

  useLayoutEffect(() => {
    const current = controller.current;
    if (current) current.configure(resolveConfig(host, current.form, input));
    // The input object is rebuilt on every render; its fields are the real dependencies.
  }, [host, formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer]);

  if (wrongPlace) {
    return (
      <p className="wpcf7-form-in-wrong-place" part="wrong-place">
        <strong>Error:</strong> This contact form is placed in the wrong place.
      </p>
    );
  }
  return generated ? <slot name={GENERATED_SLOT} /> : <slot />;
}
