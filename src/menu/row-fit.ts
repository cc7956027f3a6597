import { useLayoutEffect } from "react";

/**
 * Whether the menu's top items wrap onto more than one row of its bar: the last starts below the first. Only for a
 * bar laid out as a wrapping row (the element's own desktop layout); a theme that stacks the items on purpose (a
 * column, a plain list in a sidebar) is left as it is.
 */
export function topItemsWrap(host: HTMLElement): boolean {
  const list = host.querySelector("ul:not(li ul)");
  const items = list ? [...list.children].filter((child) => child.localName === "li") : [];
  if (!list || items.length < 2) return false;
  const { display, flexDirection, flexWrap } = getComputedStyle(list);
  if (!display.includes("flex") || !flexDirection.startsWith("row") || flexWrap === "nowrap") return false;
  return items.at(-1)!.getBoundingClientRect().top >= items[0]!.getBoundingClientRect().bottom;
}

/**
 * After each layout of the bar (before it is painted), tells `tooNarrow` the viewport's width when its top items
 * do not fit on one row: the menu then runs as its mobile menu until the viewport is wider than that.
 */
export function useRowFitCheck(host: HTMLElement, checking: boolean, width: number, tooNarrow: (width: number) => void): void {
  useLayoutEffect(() => {
    if (checking && topItemsWrap(host)) tooNarrow(width);
  }, [host, checking, width, tooNarrow]);
}
