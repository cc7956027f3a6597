/*
 * The box a group of tabs is laid out in: the triggers in a row, the open panel below them (toggle.light.css). Each
 * tab is its own x-toggle, shown as its trigger and panel (display: contents), so the box is the tabs' parent: the
 * page's own wrapper when it holds nothing but the group's tabs; for tabs placed straight among other content (a
 * post's blocks, where the theme keeps every child of the content in its column), a wrapper made around them, which
 * the theme then places as any other block. Tabs spread apart are left as they are. The box carries
 * `data-x-tabs`; a wrapper made for the group goes again, and a page's wrapper loses the mark, when the group leaves.
 */

export const TAB_SET_ATTRIBUTE = "data-x-tabs";

export interface TabSet {
  box: HTMLElement;
  /** Made by the group (else the page's own wrapper). */
  made: boolean;
}

/** Lays out the group's tabs (connected, in document order) in a box; returns it, or null when there can be none. */
export function arrangeTabSet(hosts: readonly HTMLElement[], current: TabSet | null): TabSet | null {
  if (current?.made && current.box.isConnected) gatherNeighbours(current.box, hosts);
  const parent = hosts[0]?.parentElement;
  let next: TabSet | null = null;
  if (parent && hosts.every((host) => host.parentElement === parent)) {
    if ([...parent.children].every((child) => hosts.includes(child as HTMLElement)))
      next = { box: parent, made: parent === current?.box && current.made };
    else if (hosts.every((host, index) => index === 0 || hosts[index - 1]!.nextElementSibling === host)) next = { box: wrap(hosts), made: true };
  }
  if (current && current.box !== next?.box) releaseTabSet(current);
  next?.box.setAttribute(TAB_SET_ATTRIBUTE, "");
  return next;
}

/** Gives the page back what the group changed: the wrapper it made goes (its content stays in place), the mark goes. */
export function releaseTabSet({ box, made }: TabSet): void {
  if (!made) {
    box.removeAttribute(TAB_SET_ATTRIBUTE);
    return;
  }
  if (box.parentNode) box.replaceWith(...box.childNodes);
}

/** A wrapper made around consecutive tabs, where the first was. */
function wrap(hosts: readonly HTMLElement[]): HTMLElement {
  const box = document.createElement("div");
  hosts[0]!.before(box);
  box.append(...hosts);
  return box;
}

/** Tabs of the group that arrived next to the wrapper made for it (upgraded later) go in. */
function gatherNeighbours(box: HTMLElement, hosts: readonly HTMLElement[]): void {
  for (let before = box.previousElementSibling; before instanceof HTMLElement && hosts.includes(before); before = box.previousElementSibling)
    box.prepend(before);
  for (let after = box.nextElementSibling; after instanceof HTMLElement && hosts.includes(after); after = box.nextElementSibling) box.append(after);
}
