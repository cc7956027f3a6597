import { useEffect, useRef, useState, type RefObject } from "react";
import { logger } from "../shared/log";
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { PdfPages } from "./pdf-pages";
import { saveCopy } from "./save-copy";

const log = logger("x-pdf");

export type LoadState = "idle" | "loading" | "ready" | "failed";

export interface PdfViewer {
  state: LoadState;
  pages: number;
  page: number;
  scale: number;
  /** By the visitor: go to a page, zoom by a step (+1, -1). */
  goTo(page: number): void;
  zoom(step: number): void;
  /** Saves a copy of the document shown, under `name` (nothing before it is shown). */
  save(name: string): void;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * The built-in viewer's document: opened with pdf.js (a lazy chunk) once `enabled` (the element came into view),
 * closed on unmount or when src changes. `onUserPage` hears the page changes the visitor made.
 */
export function usePdfViewer(
  scroller: RefObject<HTMLDivElement | null>,
  src: string,
  enabled: boolean,
  startPage: number,
  onUserPage: (page: number, pages: number) => void,
): PdfViewer {
  const [state, setState] = useState<LoadState>("idle");
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(ZOOMS.indexOf(1));
  const [fit, setFit] = useState(1);
  const viewer = useRef<PdfPages | null>(null);
  const shown = useRef<PDFDocumentProxy | null>(null);
  const latest = useRef({ onUserPage, startPage });
  latest.current = { onUserPage, startPage };

  useEffect(() => {
    const element = scroller.current;
    if (!enabled || !element || !src) return undefined;
    let cancelled = false;
    let close: (() => Promise<void>) | null = null;
    const abort = new AbortController();
    setState("loading");
    import("./pdf-pages")
      .then(async ({ openPdf, PdfPages }) => {
        const opened = await openPdf(src, abort.signal);
        close = opened.close;
        if (cancelled) return void opened.close();
        const pagesView = await PdfPages.create(element, opened.pdf, {
          onPage: (current) => {
            setPage(current);
            latest.current.onUserPage(current, opened.pdf.numPages);
          },
        });
        if (cancelled) return void pagesView.destroy();
        viewer.current = pagesView;
        shown.current = opened.pdf;
        setPages(pagesView.count);
        setFit(pagesView.fitWidthScale());
        setState("ready");
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        const reason = cause instanceof Error ? cause.message : String(cause);
        log.error(`the PDF ${JSON.stringify(src)} could not be shown (${reason}); the download link shows instead`);
        setState("failed");
      });
    return () => {
      cancelled = true;
      abort.abort();
      viewer.current?.destroy();
      viewer.current = null;
      shown.current = null;
      void close?.();
      setState("idle");
    };
  }, [scroller, src, enabled]);

  const scale = fit * ZOOMS[zoomIndex]!;
  useEffect(() => {
    viewer.current?.setScale(scale);
  }, [scale, state]);

  useEffect(() => {
    if (state === "ready" && viewer.current) setPage(viewer.current.goTo(startPage));
  }, [startPage, state]);

  return {
    state,
    pages,
    page,
    scale,
    goTo(target) {
      const view = viewer.current;
      if (!view) return;
      const reached = view.goTo(target);
      if (reached !== page) {
        setPage(reached);
        onUserPage(reached, view.count);
      }
    },
    zoom(step) {
      setZoomIndex((index) => Math.min(Math.max(index + step, 0), ZOOMS.length - 1));
    },
    save(name) {
      void shown.current?.getData().then(
        (data) => saveCopy(data as Uint8Array<ArrayBuffer>, name),
        (cause: unknown) => log.error(`the PDF ${JSON.stringify(src)} could not be saved`, cause),
      );
    },
  };
}
