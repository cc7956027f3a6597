import { useState, type CSSProperties } from "react";

/** The text properties a part takes from the server's node it stands for (and its height, as its least). */
const TEXT_PROPERTIES = [
  "fontFamily",
  "fontSize",
  "fontWeight",
  "fontStyle",
  "lineHeight",
  "letterSpacing",
  "wordSpacing",
  "textTransform",
  // Where its lines break (WordPress's own styles give paragraphs text-wrap: pretty).
  "textWrapMode",
  "textWrapStyle",
  "overflowWrap",
  "wordBreak",
  "hyphens",
  "marginTop",
  "marginBottom",
] as const;

/** Which server node each part stands for: CSS selectors inside the element, the first one shown wins. */
export type LookSelectors<Part extends string> = Record<Part, string>;

/** A wrapped widget's look as the page showed it: its box, and each part's text. */
export interface ServerLook<Part extends string> {
  /** The box's height (kept as the least) and text alignment; the server's star size as --star-size. */
  box: CSSProperties | undefined;
  parts: Partial<Record<Part, CSSProperties>>;
}

function shown(host: HTMLElement, selector: string): HTMLElement | undefined {
  return [...host.querySelectorAll<HTMLElement>(selector)].find((node) => node.checkVisibility());
}

function readLook<Part extends string>(host: HTMLElement, container: string, selectors: LookSelectors<Part>, star: string): ServerLook<Part> {
  const root = shown(host, container);
  // Only while the server's markup is what the page shows (before the first render; a widget of another post
  // renders over the last one's view): its sizes are then the page's.
  if (!root || host.matches(":state(rendered)")) return { box: undefined, parts: {} };
  const parts: Partial<Record<Part, CSSProperties>> = {};
  for (const part of Object.keys(selectors) as Part[]) {
    const node = shown(host, selectors[part]);
    if (!node) continue;
    const style = getComputedStyle(node);
    parts[part] = { ...Object.fromEntries(TEXT_PROPERTIES.map((name) => [name, style[name]])), minHeight: node.getBoundingClientRect().height };
  }
  const starNode = shown(host, star);
  const rootStyle = getComputedStyle(root);
  return {
    box: {
      // The host holds its children's margins (display: flow-root): the markup's top margin becomes padding; its
      // bottom margin, which the last text's collapses into, is in the height.
      boxSizing: "border-box",
      minHeight: host.getBoundingClientRect().height,
      paddingTop: rootStyle.marginTop,
      textAlign: rootStyle.textAlign as CSSProperties["textAlign"],
      ...(starNode && { "--star-size": getComputedStyle(starNode).fontSize }),
    },
    parts,
  };
}

/**
 * What a wrapped widget's server markup looks like on the page, read once before the element's first render
 * replaces it: the rendered widget keeps its box (no shorter, so nothing below moves up) and its texts' sizes (no
 * larger text than the page painted, which would become the page's largest paint once the element renders).
 */
export function useServerLook<Part extends string>(host: HTMLElement, container: string, selectors: LookSelectors<Part>, star: string) {
  return useState(() => readLook(host, container, selectors, star))[0];
}
