/**
 * The current item: the link that points to this page (its path and query; with a hash, also the hash) gets
 * aria-current="page" and its li the class `x-menu-current`. Links the page (or a scroll-spy) already marks keep
 * their mark. Returns the undo.
 */
export const CURRENT_CLASS = "x-menu-current";

export function isCurrentLink(link: HTMLAnchorElement, here: Location | URL): boolean {
  if (!link.hasAttribute("href") || link.protocol !== here.protocol || link.host !== here.host) return false;
  if (link.pathname !== here.pathname || link.search !== here.search) return false;
  return link.hash === "" || link.hash === here.hash;
}

export function markCurrent(root: Element | null, here: Location | URL = location): () => void {
  const marked: Array<{ link: HTMLAnchorElement; li: Element | null }> = [];
  for (const link of root?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []) {
    if (link.hasAttribute("aria-current") || !isCurrentLink(link, here)) continue;
    link.setAttribute("aria-current", "page");
    const li = link.closest("li");
    li?.classList.add(CURRENT_CLASS);
    marked.push({ link, li });
  }
  return () => {
    for (const { link, li } of marked) {
      link.removeAttribute("aria-current");
      li?.classList.remove(CURRENT_CLASS);
    }
  };
}
