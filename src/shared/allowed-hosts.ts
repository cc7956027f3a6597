/**
 * Which hosts an element may reach on a page. An address attribute declares what the element does with its address
 * (`UrlUse`); for an endpoint, a script or a frame, the address must be this page's own origin, the origin of the
 * attribute's declared default (the AI search provider's script host), or a host the page allows in its head:
 *
 *   <meta name="x-elements-allowed-hosts" content="api.example.com https://search.example.net">
 *
 * An entry with a scheme is an origin; one without is a host (with its port, if any) on any scheme. Only `<head>`
 * counts: a CMS lets its authors write markup in the body, never in the head.
 */
export type ReachingUse = "endpoint" | "script" | "frame";
export type UrlUse = "link" | "media" | ReachingUse;

export const ALLOWED_HOSTS_META = "x-elements-allowed-hosts";

/**
 * An allowlist entry as a URL writes it: an origin (`https://x.net:443` is `https://x.net`), or a host without its
 * scheme (`münchen.example` is `xn--mnchen-3ya.example`); null for anything else (a path, a bad host).
 */
function normalEntry(entry: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry);
  const url = resolved(withScheme ? entry : `https://${entry}`, "https://relative.invalid/");
  if (!url || !url.host || url.pathname !== "/" || url.search || url.hash || url.username) return null;
  return withScheme ? url.origin : url.host;
}

/** The page's allowed hosts and origins, lowercase, from every `<meta name="x-elements-allowed-hosts">` in its head. */
export function pageAllowedHosts(doc: Document): string[] {
  return [...(doc.head?.querySelectorAll<HTMLMetaElement>(`meta[name="${ALLOWED_HOSTS_META}"]`) ?? [])].flatMap((meta) =>
    meta.content
      .split(/[\s,]+/)
      .filter(Boolean)
      .flatMap((entry) => normalEntry(entry) ?? []),
  );
}

function resolved(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/**
 * The host an address would reach that the page does not allow, or null when it may be reached: same origin as
 * the page, the origin of one of `defaults`, or a host or origin of the page's allowlist.
 */
export function refusedHost(address: string, defaults: readonly string[], doc: Document = document): string | null {
  const base = doc.baseURI;
  const url = resolved(address, base);
  if (!url) return null; // not an address at all: the scheme check refuses it
  // The page's own origin: a <base> may point relative addresses elsewhere, never what "this site" is.
  const own = doc.defaultView?.origin ?? new URL(base).origin;
  // A blob: address's origin is that of the page that made it.
  const { origin } = url;
  if (origin === own) return null;
  if (defaults.some((fallback) => fallback !== "" && resolved(fallback, base)?.origin === origin)) return null;
  const allowed = pageAllowedHosts(doc);
  if (allowed.includes(origin) || allowed.includes(url.host)) return null;
  return url.host || origin;
}
