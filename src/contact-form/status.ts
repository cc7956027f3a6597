/** The statuses CF7 reflects as `data-status` and a class on the form (contracts 1.4). */
const CLASS_BY_STATUS: Record<string, string> = {
  init: "init",
  validation_failed: "invalid",
  acceptance_missing: "unaccepted",
  spam: "spam",
  aborted: "aborted",
  mail_sent: "sent",
  mail_failed: "failed",
  submitting: "submitting",
  resetting: "resetting",
  validating: "validating",
  payment_required: "payment-required",
};

const CLASS_NAMES = new Set(Object.values(CLASS_BY_STATUS));

/**
 * API status → class name. Unknown statuses become `custom-…` with CF7's non-global replaces:
 * `foo_bar_baz` → `custom-foo-bar_baz`. Where CF7's result would still hold a space (`foo_bar baz`, which makes its
 * class change throw and the form hang in `submitting`), every space run becomes `-` too: `custom-foo-bar-baz`.
 */
export function statusClass(status: string): string {
  const known = CLASS_BY_STATUS[status] ?? status;
  if (CLASS_NAMES.has(known)) return known;
  return `custom-${status
    .replace(/[^0-9a-z]+/i, " ")
    .trim()
    .replace(/\s+/g, "-")}`;
}
