/**
 * A likely press of play on a platform video: connect to the platform's origins meanwhile, as lite-youtube-embed
 * does, with one <link rel="preconnect"> per origin in the document's head, added on the first hover or focus and
 * never before (a preconnect is a connection to the platform, which the page promises only on intent).
 */
export function warmConnections(origins: readonly string[]): void {
  for (const origin of origins) {
    const href = new URL(origin).origin;
    if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].some((link) => new URL(link.href).origin === href)) continue;
    const link = document.createElement("link");
    link.rel = "preconnect";
    link.href = href;
    document.head.append(link);
  }
}
