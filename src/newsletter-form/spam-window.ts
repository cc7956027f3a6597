/**
 * MC4WP refuses as spam ("Your submission was marked as spam.") a sign-up whose `_mc4wp_timestamp`, the server's
 * second when it rendered the form, is less than 2 s old. A visitor who fills the form fast (an autofilled email,
 * one click) would be refused for being quick. The element holds such a sign-up until the page's answer is 2 s old:
 * the form was rendered before the answer's first byte arrived, so by then the server's clock is 2 s past it.
 *
 * @param responseStart When the page's first byte arrived (performance time, ms); 0 when unknown.
 * @param now The current performance time (ms).
 * @returns How long to wait before sending (ms), 0 for a form MC4WP does not time.
 */
export function spamWindowLeft(form: HTMLFormElement, responseStart: number, now: number): number {
  if (!form.querySelector('input[name="_mc4wp_timestamp"]')) return 0;
  return Math.max(0, responseStart + 2000 - now);
}

/** When this page's first byte arrived (performance time, ms). */
export function pageResponseStart(): number {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return navigation?.responseStart ?? 0;
}
