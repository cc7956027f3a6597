/**
 * What the widgets use of the page's own scripts, when the page has them: reCAPTCHA v3 tokens for the requests,
 * and the analytics trackers Rate My Post reports a rating to.
 */
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

/** The trackers Rate My Post reports to, as the page may define them. */
type Tracker = (...args: unknown[]) => void;
type TrackerWindow = Window & { ga?: unknown; __gaTracker?: unknown; gtag?: unknown };

/** ga, else __gaTracker (MonsterInsights' renamed ga), else gtag; nothing when the page has none. */
export function trackRating(postId: number, rating: number): void {
  const w = window as TrackerWindow;
  const ga = [w.ga, w.__gaTracker].find((t): t is Tracker => typeof t === "function");
  if (ga) ga("send", "event", "Rate my Post", `Post Rated ${rating}/5`);
  else if (typeof w.gtag === "function") (w.gtag as Tracker)("event", "rate_post", { post_id: postId, rating });
}
