import { useLayoutEffect, useRef } from "react";
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

  useLayoutEffect(() => {
    if (!enabled) return;
    const missing = missingFeature();
    if (missing) {
      error(host.localName, missing);
      return; // the plain form still posts without JavaScript's help
    }
    adoptLightStyles(host);
    let form = host.querySelector("form");
    const generated = !form && fields.length > 0;
    if (generated) {
      form = renderForm(fields, resolveConfig(host, document.createElement("form"), latestInput.current).unitTag);
      host.append(form);
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
      if (generated) form.remove();
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
  return <slot />;
}
