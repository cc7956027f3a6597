// The escape character is the point: it starts a terminal's colour code.
// eslint-disable-next-line no-control-regex
const COLOUR_CODE = /\u001b\[\d+m/g;

/**
 * An error's first line, without a terminal's colour codes, cut short: the end of a long test log must name the
 * failure, not repeat its stack. Both test reporters write it after each failed test's name.
 */
export function firstLine(message) {
  return (message ?? "no message").replace(COLOUR_CODE, "").split("\n")[0].slice(0, 300);
}
