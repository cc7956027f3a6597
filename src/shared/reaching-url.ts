import { refusedHost, type ReachingUse } from "./allowed-hosts";
import { attr, type AttributeSpec } from "../define/attributes";

interface Options {
  description: string;
  required?: boolean;
  /** What the element does with the address: sends data to it or reads from it, runs it, or frames it. */
  use: ReachingUse;
  pattern?: RegExp;
  problem?: string;
}

/**
 * A URL attribute whose address the element sends data to, reads data from, runs or frames: a web address (as
 * `attr.url`) on this page's origin, its default's origin or a host the page allows (see allowed-hosts.ts). Any
 * other host warns, naming it, and the default is used. Apart from `attr.url`, so that only the elements that reach
 * a host load the check (the runtime every element loads does not).
 */
export function reachingUrl(defaultValue: string, options: Options): AttributeSpec<string> {
  const { use, ...rest } = options;
  const address = attr.url(defaultValue, { ...rest, use: "media" });
  const defaultHost = /^https?:\/\//i.test(defaultValue) ? new URL(defaultValue).host : "";
  const allowed = ["this site", defaultHost, `a host of <meta name="x-elements-allowed-hosts">`].filter(Boolean).join(", ");
  return {
    ...address,
    urlUse: use,
    parse(raw) {
      const result = address.parse(raw);
      // Only in a page: the manifest's build reads the parsers without one.
      const refused = result.ok && typeof document !== "undefined" ? refusedHost(raw, [defaultValue]) : null;
      if (!refused) return result;
      return {
        ok: false,
        problem: `is refused: ${use === "endpoint" ? "an endpoint" : `a ${use}`} on ${refused}, a host this page does not allow (allowed: ${allowed})`,
      };
    },
  };
}
