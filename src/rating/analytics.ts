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
