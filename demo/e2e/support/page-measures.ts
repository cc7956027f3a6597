import type { Page } from "@playwright/test";

/** What a page did while it loaded and was used, as `recordPageMeasures` counts it. */
export interface PageMeasures {
  /** Cumulative layout shift: the sum of the shifts without recent input (a click's own effects do not count). */
  cls: number;
  /** Each shift's sources, "element previous-rect -> current-rect", for a failing check's message. */
  shifted: string[];
  /** The longest task seen, in milliseconds (0: none of 50 ms or more). */
  longestTask: number;
}

/** Counts layout shifts and long tasks from the page's first paint (buffered observers); call before `goto`. */
export async function recordPageMeasures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const measures = { cls: 0, shifted: [] as string[], longestTask: 0 };
    (window as unknown as { pageMeasures: typeof measures }).pageMeasures = measures;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ""}${typeof node.className === "string" && node.className ? `.${node.className.replace(/\s+/g, ".")}` : ""}`
        : (node?.nodeName ?? "?");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        if (shift.hadRecentInput) continue;
        measures.cls += shift.value;
        for (const source of shift.sources)
          measures.shifted.push(`${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) measures.longestTask = Math.max(measures.longestTask, entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
}

/** The measures so far. */
export const pageMeasures = (page: Page): Promise<PageMeasures> =>
  page.evaluate(() => (window as unknown as { pageMeasures: PageMeasures }).pageMeasures);
