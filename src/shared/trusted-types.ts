import { error } from "./log";

/*
 * The one Trusted Types policy of x-elements, named "x-elements". A site that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) and lists the policies it allows adds ours: `trusted-types x-elements`.
 *
 * It is used for these things only, and the policy object never leaves this module:
 * - parsing HTML into an inert document (DOMParser: nothing in it runs, no script, no handler, no load), from which
 *   the elements copy text or sanitised nodes (post-page.ts's inertCopy, x-map's safe-nodes.ts);
 * - the src of x-ai-search's widget script, a URL its attribute has already validated (http, https or relative);
 * - the URL of pdf.js's worker, the library's own built file (x-pdf's pdf-worker.ts).
 *
 * The policy is created on first use, so a page that loads x-elements twice but uses one copy creates it once.
 * Where the browser has no Trusted Types, the plain string is used.
 */

export const POLICY_NAME = "x-elements";

/**
 * A policy as far as this module uses it. The browser's values are TrustedHTML and TrustedScriptURL objects; lib.dom
 * types the sinks (parseFromString, script.src) as taking strings, hence the casts where they are passed on.
 */
interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): Policy;
}

const passThrough = { createHTML: (input: string) => input, createScriptURL: (input: string) => input };
let policy: Policy | undefined;

function ours(): Policy {
  if (policy) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return (policy = passThrough);
  try {
    policy = factory.createPolicy(POLICY_NAME, passThrough);
  } catch (cause) {
    // The site's CSP does not allow the name (or a second copy of x-elements made it first): say what to add.
    error("x-elements", `the Trusted Types policy "${POLICY_NAME}" could not be created: add it to the trusted-types directive`, cause);
    policy = passThrough;
  }
  return policy;
}

/** HTML parsed into an inert document of its own: its scripts never run and nothing in it loads. */
export function parseInertDocument(html: string): Document {
  return new DOMParser().parseFromString(ours().createHTML(html) as string, "text/html");
}

/** A script URL the caller has validated (an attribute parsed by attr.url) or owns, as a script's src or a Worker takes it. */
export function trustedScriptURL(url: string): string {
  return ours().createScriptURL(url) as string;
}
