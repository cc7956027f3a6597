import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { HandleOf } from "../define/types";
import { useElementMethods } from "../define/use-element-methods";
import { logger } from "../shared/log";
import declaration from "./newsletter-form.element";
import { NewsletterController, type FormApi, type NewsletterConfig, type Notify } from "./controller";

const log = logger(declaration.tag);

/** MC4WP's form object as the element's methods and properties: its `id` is `formId` (the element's `id` is the DOM's). */
function elementHandle(api: FormApi): HandleOf<typeof declaration> {
  return {
    get formId() {
      return api.id;
    },
    get name() {
      return api.name;
    },
    get errors() {
      return api.errors;
    },
    get started() {
      return api.started;
    },
    getData: () => api.getData(),
    getSerializedData: () => api.getSerializedData(),
    setData: (data) => api.setData(data),
    setResponse: (html) => api.setResponse(html),
    reset: () => api.reset(),
  };
}

/**
 * Enhances the MC4WP form in the host's light DOM for as long as the element is mounted, serves MC4WP's form object
 * as the element's methods, and passes attribute changes on to the controller.
 */
export function useNewsletter(host: HTMLElement, config: NewsletterConfig, notify: Notify): void {
  const latest = useRef({ config, notify });
  latest.current = { config, notify };
  const controller = useRef<NewsletterController | null>(null);
  const [api, setApi] = useState<FormApi | null>(null);

  useLayoutEffect(() => {
    const form = host.querySelector<HTMLFormElement>("form.mc4wp-form") ?? host.querySelector("form");
    if (!form) {
      log.warn("holds no MC4WP form (form.mc4wp-form): there is nothing to enhance");
      return;
    }
    const created = new NewsletterController(form, latest.current.config, (name, detail) => latest.current.notify(name, detail));
    controller.current = created;
    setApi(created.api);
    return () => {
      setApi(null);
      created.destroy();
      controller.current = null;
    };
  }, [host]);
  useElementMethods<typeof declaration>(
    host,
    useMemo(() => api && elementHandle(api), [api]),
  );

  const { action, ajax, errorMessage, redirect, connection } = config;
  useLayoutEffect(
    () => controller.current?.configure({ action, ajax, errorMessage, redirect, connection }),
    [action, ajax, errorMessage, redirect, connection],
  );
}
