import { getDocument, TextLayer, VerbosityLevel, type PDFDocumentProxy, type PDFPageProxy, type RenderTask } from "pdfjs-dist";
import { countInstance } from "../shared/live-instances";
import { adoptStyles } from "../shared/stylesheets";
import { documentWorker } from "./pdf-worker";
import textLayerCss from "./text-layer.css?inline";

/*
 * The built-in viewer's pages, on pdf.js: this module and pdf.js are one lazy chunk, imported when a built-in x-pdf
 * comes into view; each document has a worker of its own (pdf-worker.ts). Each page is a box of its
 * size from the start; its canvas and text layer are drawn when it comes near the viewer's visible area.
 */

export interface PagesCallbacks {
  /** The page most in view changed (1-based), by scrolling. */
  onPage(page: number): void;
}

interface PageBox {
  number: number;
  box: HTMLDivElement;
  page: PDFPageProxy;
  /** The scale it was drawn at, or null while not drawn. */
  drawnAt: number | null;
  task: RenderTask | null;
  text: TextLayer | null;
}

/**
 * Opens a PDF; rejects when it cannot (not found, not a PDF). The file is fetched here, whole, through the page's
 * fetch, so that a failed request is an ordinary rejection (pdf.js's own streams can leave one unhandled when
 * the document is closed while its request fails).
 */
export async function openPdf(src: string, signal: AbortSignal): Promise<{ pdf: PDFDocumentProxy; close(): Promise<void> }> {
  const response = await fetch(src, { credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`the server answered with status ${response.status}`);
  const data = new Uint8Array(await response.arrayBuffer());
  signal.throwIfAborted();
  const worker = documentWorker();
  const task = getDocument({ data, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, worker: worker?.pdfWorker });
  const counted = countInstance("pdf.js document");
  // A worker given to pdf.js is not ended with the document: ended here, after it.
  const close = async () => {
    await task.destroy();
    counted();
    worker?.end();
  };
  try {
    const pdf = await (worker ? Promise.race([task.promise, worker.failed]) : task.promise);
    return { pdf, close };
  } catch (cause) {
    await close();
    throw cause;
  }
}

export class PdfPages {
  readonly #scroller: HTMLElement;
  readonly #pages: PageBox[];
  #frame = 0;
  readonly #callbacks: PagesCallbacks;
  #scale = 1;
  #current = 1;

  static async create(scroller: HTMLElement, pdf: PDFDocumentProxy, callbacks: PagesCallbacks): Promise<PdfPages> {
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)));
    return new PdfPages(scroller, pages, callbacks);
  }

  private constructor(scroller: HTMLElement, pages: PDFPageProxy[], callbacks: PagesCallbacks) {
    const root = scroller.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, textLayerCss);
    this.#scroller = scroller;
    this.#callbacks = callbacks;
    this.#pages = pages.map((page, index) => {
      const box = document.createElement("div");
      box.setAttribute("part", "page");
      box.setAttribute("role", "region");
      box.dataset["page"] = String(index + 1);
      scroller.append(box);
      return { number: index + 1, box, page, drawnAt: null, task: null, text: null };
    });
    // Each page has its size from the first frame it is in: sized later (when the view sets its scale, a task or
    // more after), the boxes would first be drawn without it, and the document would shift as they grow.
    this.#size(this.fitWidthScale());
    scroller.addEventListener("scroll", this.#onScroll, { passive: true });
  }

  get count(): number {
    return this.#pages.length;
  }

  /** The scale that fits the first page's width in the viewer. */
  fitWidthScale(): number {
    const first = this.#pages[0];
    if (!first) return 1;
    const width = first.page.getViewport({ scale: 1 }).width;
    const available = this.#scroller.clientWidth - 32;
    return available > 0 ? available / width : 1;
  }

  /** Sizes every page for the scale, keeping the current page in view; drawn pages are drawn again when near. */
  setScale(scale: number): void {
    const page = this.#current;
    this.#size(scale);
    this.goTo(page, "instant");
  }

  /** Scrolls to the page (clamped to the document), and returns it; no onPage for it. */
  goTo(page: number, behavior: ScrollBehavior = "auto"): number {
    const entry = this.#pages[Math.min(Math.max(page, 1), this.#pages.length) - 1];
    if (!entry) return this.#current;
    this.#scroller.scrollTo({ top: entry.box.offsetTop - 8, behavior });
    this.#current = entry.number;
    this.#drawNear();
    return entry.number;
  }

  destroy(): void {
    cancelAnimationFrame(this.#frame);
    this.#scroller.removeEventListener("scroll", this.#onScroll);
    for (const entry of this.#pages) {
      this.#clear(entry);
      entry.box.remove();
    }
  }

  #size(scale: number): void {
    this.#scale = scale;
    for (const entry of this.#pages) {
      const viewport = entry.page.getViewport({ scale });
      entry.box.style.width = `${Math.floor(viewport.width)}px`;
      entry.box.style.height = `${Math.floor(viewport.height)}px`;
      entry.box.style.setProperty("--total-scale-factor", String(scale));
      if (entry.drawnAt !== null && entry.drawnAt !== scale) this.#clear(entry);
    }
  }

  #near(box: HTMLElement): boolean {
    const view = this.#scroller.getBoundingClientRect();
    const rect = box.getBoundingClientRect();
    return rect.bottom > view.top - view.height / 2 && rect.top < view.bottom + view.height / 2;
  }

  /** Draws the pages within half a viewer's height of its visible area (those drawn already stay). */
  #drawNear(): void {
    for (const entry of this.#pages) if (this.#near(entry.box)) void this.#draw(entry);
  }

  /** Scrolling: once a frame, the current page and the pages to draw. */
  readonly #onScroll = () => {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#updateCurrent();
      this.#drawNear();
    });
  };

  #updateCurrent(): void {
    const top = this.#scroller.getBoundingClientRect().top;
    let best = this.#current;
    let bestDistance = Infinity;
    for (const entry of this.#pages) {
      const distance = Math.abs(entry.box.getBoundingClientRect().top - top);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = entry.number;
      }
    }
    this.#setCurrent(best);
  }

  #setCurrent(page: number): void {
    if (page === this.#current) return;
    this.#current = page;
    this.#callbacks.onPage(page);
  }

  get current(): number {
    return this.#current;
  }

  #clear(entry: PageBox): void {
    entry.task?.cancel();
    entry.task = null;
    entry.text?.cancel();
    entry.text = null;
    entry.drawnAt = null;
    entry.box.replaceChildren();
  }

  async #draw(entry: PageBox): Promise<void> {
    const scale = this.#scale;
    if (entry.drawnAt === scale || !this.#scroller.isConnected) return;
    this.#clear(entry);
    entry.drawnAt = scale;
    const viewport = entry.page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    canvas.setAttribute("aria-hidden", "true");
    const text = document.createElement("div");
    text.className = "textLayer";
    entry.box.append(canvas, text);
    const task = entry.page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    entry.task = task;
    const layer = new TextLayer({ textContentSource: entry.page.streamTextContent(), container: text, viewport });
    entry.text = layer;
    try {
      await Promise.all([task.promise, layer.render()]);
      if (entry.task === task) entry.box.dataset["drawn"] = "";
    } catch {
      // Cancelled (zoomed or closed meanwhile): the next draw starts over.
    }
  }
}
