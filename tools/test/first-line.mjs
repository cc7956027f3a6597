// The escape character is the point: it starts a terminal's colour code.
// eslint-disable-next-line no-control-regex
const COLOUR_CODE = /\u001b\[\d+m/g;

/**
 * An error's first line, without a terminal's colour codes, cut short: the end of a long test log must name the
 * failure, not repeat its stack. Both test reporters write it after each failed test's name. An accessibility
 * failure's first line names nothing ("Accessibility Violations"): its rules and their first targets follow it.
 */
export function firstLine(message) {
  const lines = (message ?? "no message").replace(COLOUR_CODE, "").split("\n");
  const rules = lines.flatMap((line, i) => {
    const rule = /^Rule: (\S+)/.exec(line);
    const target = rule && lines.slice(i).find((next) => next.startsWith("Issue target: "));
    return rule ? [`${rule[1]}${target ? ` at ${target.slice("Issue target: ".length)}` : ""}`] : [];
  });
  return (rules.length ? `${lines[0]}: ${rules.join("; ")}` : lines[0]).slice(0, 300);
}
