import sampleDataUrl from "../../demo/media/sample.pdf?inline";

/** The demo's PDF (4 pages of text) as a same-origin blob: URL (the test server answers files with modules). */
export const SAMPLE = (() => {
  const base64 = sampleDataUrl.slice(sampleDataUrl.indexOf(",") + 1);
  return URL.createObjectURL(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "application/pdf" }));
})();

/**
 * Whether the page has fetched pdf.js (the library or the element's chunk that imports it). Scripts only: the
 * hosted-viewer tests' frames (/pdfjs/web/viewer.html) are resources of the page too, once they have loaded.
 */
export const pdfjsRequested = () =>
  performance
    .getEntriesByType("resource")
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" && /pdfjs-dist|pdf-pages/.test(entry.name));
