/**
 * What the widgets use of the page's own scripts, when the page has them: reCAPTCHA v3 tokens for the requests,
 * and the analytics trackers Rate My Post reports a rating to.
 */

interface Grecaptcha {
  ready?(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/**
 * A reCAPTCHA v3 token for the action; undefined without a site key (the site has no reCAPTCHA). With a site key, a
 * page whose reCAPTCHA script has not loaded (or fails) gets an error instead: the server would refuse the request
 * without a token, so nothing is sent and the visitor may try again, as they may with any failed request.
 */
export async function recaptchaToken(siteKey: string, action: "RMPrating" | "RMPfeedback"): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
  if (typeof grecaptcha?.execute !== "function") throw new Error("reCAPTCHA is not loaded");
  if (grecaptcha.ready) await new Promise<void>((resolve) => grecaptcha.ready!(resolve));
  return await grecaptcha.execute(siteKey, { action });
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
