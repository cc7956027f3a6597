/** The content's link: the first link in the element's light DOM, outside the graphic. */
export function contentLink(host: HTMLElement): HTMLAnchorElement | null {
  for (const link of host.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (!link.closest('[slot="graphic"]')) return link;
  }
  return null;
}
