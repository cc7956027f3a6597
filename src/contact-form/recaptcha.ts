import type { Logger } from "../shared/log";

/*
 * Contact Form 7's reCAPTCHA v3 integration (its modules/recaptcha), when the site has it set up: CF7 then renders
 * a hidden `_wpcf7_recaptcha_response` in each form and prints `wpcf7_recaptcha` ({sitekey, actions}) with Google's
 * script, and its own script asks for a token with the `contactform` action just before each submission. A token is
 * good for one check within two minutes: the element asks for one before each submission too, so that a second
 * submission (after a field to fix, say) or a late one is not taken for spam. Loaded only by a form that has the field.
 */

interface Grecaptcha {
  ready?(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** What CF7 prints for its reCAPTCHA script (`var wpcf7_recaptcha = …`). */
interface Wpcf7Recaptcha {
  sitekey?: unknown;
  actions?: { contactform?: unknown } | undefined;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; wpcf7_recaptcha?: Wpcf7Recaptcha };

/**
 * Puts a new token in the form's reCAPTCHA field (CF7's `_wpcf7_recaptcha_response`), as CF7's script does before it
 * submits: asked for with CF7's site key and `contactform` action, announced with CF7's `wpcf7grecaptchaexecuted` on
 * the document. Without grecaptcha or a token, the form goes as it is (the server decides, as with CF7).
 */
export async function renewRecaptcha(field: HTMLInputElement, log: Logger): Promise<void> {
  const { grecaptcha, wpcf7_recaptcha: config } = window as RecaptchaWindow;
  const siteKey = typeof config?.sitekey === "string" ? config.sitekey : "";
  if (!siteKey || typeof grecaptcha?.execute !== "function") {
    log.warn(
      `the form has Contact Form 7's reCAPTCHA field, but the page has no ${siteKey ? "grecaptcha" : "wpcf7_recaptcha site key"}: sent without a token`,
    );
    return;
  }
  const action = typeof config?.actions?.contactform === "string" ? config.actions.contactform : "contactform";
  try {
    if (grecaptcha.ready) await new Promise<void>((resolve) => grecaptcha.ready!(resolve));
    const token = await grecaptcha.execute(siteKey, { action });
    field.setAttribute("value", token);
    field.value = token;
    document.dispatchEvent(new CustomEvent("wpcf7grecaptchaexecuted", { detail: { action, token } }));
  } catch (cause) {
    log.warn(`reCAPTCHA gave no token, sent without a new one: ${String(cause)}`);
  }
}
