import { warn } from "../shared/log";

interface Grecaptcha {
  ready?(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** A reCAPTCHA v3 token for the action, or undefined when the page has no grecaptcha or it fails. */
export async function recaptchaToken(siteKey: string, action: "RMPrating" | "RMPfeedback"): Promise<string | undefined> {
  const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!siteKey || typeof grecaptcha?.execute !== "function") return undefined;
  try {
    if (grecaptcha.ready) await new Promise<void>((resolve) => grecaptcha.ready!(resolve));
    return await grecaptcha.execute(siteKey, { action });
  } catch (cause) {
    // The server decides what a request without a token gets; the visitor still gets an answer.
    warn("x-rating", `reCAPTCHA failed, sending without a token: ${String(cause)}`);
    return undefined;
  }
}
