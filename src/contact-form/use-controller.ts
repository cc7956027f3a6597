import { useLayoutEffect, useRef, useState } from "react";
import { logger } from "../shared/log";
import { adoptStylesAround } from "../shared/stylesheets";
import declaration from "./contact-form.element";
import lightCss from "./contact-form.light.css?inline";
import { resolveConfig, type ConfigInput } from "./config";
import { ContactFormController } from "./controller";
import type { Field } from "./fields";
import { missingFeature } from "./helpers";
import { GENERATED_FORM, renderForm, SUBMIT_LABELLED } from "./markup";

const log = logger(declaration.tag);

/**
 * The slot of a form rendered from `fields`: the default slot would also show the loose fallback text a page builder
 * writes inside the tag ("Please enable JavaScript …"), which stays in the light DOM for when rendering fails.
 */
export const GENERATED_SLOT = "generated-form";

export interface ControllerOptions {
  host: HTMLElement;
  /** False where the form must not be enhanced (no form id, placed inside another form). */
  enabled: boolean;
  fields: Field[];
  input: ConfigInput;
  onStatus: (status: string, prevStatus: string) => void;
}

/**
 * Enhances the form in the host's light DOM (the page's, or one rendered from `fields`) with a controller for as
 * long as the element is enabled, and passes attribute changes on to it. Returns whether the form was rendered here.
 */
export function useController({ host, enabled, fields, input, onStatus }: ControllerOptions): boolean {
  const latest = useRef({ input, onStatus });
  latest.current = { input, onStatus };
  const controller = useRef<ContactFormController | null>(null);
  const [generated, setGenerated] = useState(false);

  useLayoutEffect(() => {
    if (!enabled) return;
    const missing = missingFeature();
    if (missing) {
      log.error(missing);
      return; // the plain form still posts without JavaScript's help
    }
    // The form lives in the light DOM, where the element's shadow styles cannot reach: CF7's default look is
    // adopted into the page (or the enclosing shadow root) once.
    adoptStylesAround(host, lightCss);
    let form = host.querySelector("form");
    const generating = !form && fields.length > 0;
    if (generating) {
      const { unitTag, labels } = resolveConfig(host, document.createElement("form"), latest.current.input);
      form = renderForm(fields, unitTag, labels);
      form.slot = GENERATED_SLOT;
      host.append(form);
      setGenerated(true);
    }
    if (!form) return;
    const onStatusChange = (status: string, prevStatus: string) => latest.current.onStatus(status, prevStatus);
    const created = new ContactFormController(form, host, resolveConfig(host, form, latest.current.input), onStatusChange);
    controller.current = created;
    return () => {
      created.destroy();
      controller.current = null;
      if (generating) {
        // The form, and the status box the controller put beside it in the same slot.
        for (const node of host.querySelectorAll(`:scope > [slot="${GENERATED_SLOT}"]`)) node.remove();
        setGenerated(false);
      }
    };
  }, [host, enabled, fields]);

  const { formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer, labels, messages, connection } = input;
  useLayoutEffect(() => {
    const current = controller.current;
    if (current) current.configure(resolveConfig(host, current.form, latest.current.input));
    // The input object is rebuilt on every render; its fields are the real dependencies.
  }, [host, formId, apiRoot, unitTag, containerPost, locale, pluginVersion, schema, dataLayer, labels, messages, connection]);

  // A rendered form's name and own Send follow their labels, without rendering the form again (which would lose what
  // was typed).
  const { submit: submitLabel, form: formLabel } = labels;
  useLayoutEffect(() => {
    for (const button of host.querySelectorAll<HTMLInputElement>(`:scope > form input[${SUBMIT_LABELLED}]`)) button.value = submitLabel;
    host.querySelector(`:scope > form[${GENERATED_FORM}]`)?.setAttribute("aria-label", formLabel);
  }, [host, submitLabel, formLabel, generated]);

  return generated;
}
