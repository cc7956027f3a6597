import { useLayoutEffect, useRef } from "react";
import { logger } from "../shared/log";
import declaration from "./newsletter-form.element";
import { NewsletterController, type NewsletterConfig, type Notify } from "./controller";
import { exposeApi } from "./host-api";

const log = logger(declaration.tag);

/**
 * Enhances the MC4WP form in the host's light DOM for as long as the element is mounted, puts MC4WP's form object
 * on the host, and passes attribute changes on to the controller.
 */
export function useNewsletter(host: HTMLElement, config: NewsletterConfig, notify: Notify): void {
  const latest = useRef({ config, notify });
  latest.current = { config, notify };
  const controller = useRef<NewsletterController | null>(null);

  useLayoutEffect(() => {
    const form = host.querySelector<HTMLFormElement>("form.mc4wp-form") ?? host.querySelector("form");
    if (!form) {
      log.warn("holds no MC4WP form (form.mc4wp-form): there is nothing to enhance");
      return;
    }
    const created = new NewsletterController(form, latest.current.config, (name, detail) => latest.current.notify(name, detail));
    controller.current = created;
    const removeApi = exposeApi(host, created.api);
    return () => {
      removeApi();
      created.destroy();
      controller.current = null;
    };
  }, [host]);

  const { action, ajax, errorMessage } = config;
  useLayoutEffect(() => controller.current?.configure({ action, ajax, errorMessage }), [action, ajax, errorMessage]);
}
