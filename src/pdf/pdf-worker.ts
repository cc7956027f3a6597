import { GlobalWorkerOptions, PDFWorker, VerbosityLevel } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline";
import { countInstance } from "../shared/live-instances";
import { trustedScriptURL } from "../shared/trusted-types";

// A library build writes asset URLs from the build's root (dist/) and this chunk sits in dist/chunks/: the worker is
// found beside the chunks' folder wherever dist/ is served. (With Vite's base "./" the build would do this itself.)
// (A variable, not a literal: Vite would take a literal in new URL(..., import.meta.url) for an asset of its own.)
const fromChunks = ".." + workerUrl;
const WORKER_URL = import.meta.env.DEV ? workerUrl : new URL(fromChunks, import.meta.url).href;
// pdf.js's own way, when documentWorker cannot start one: its worker, or else its "fake worker" on the main thread.
GlobalWorkerOptions.workerSrc = WORKER_URL;

export interface DocumentWorker {
  pdfWorker: PDFWorker;
  /** Rejects if the worker's script fails to load or run. */
  failed: Promise<never>;
  end(): void;
}

/**
 * A worker for one document, started here rather than by pdf.js: pdf.js hands `new Worker` a plain string, which a
 * page enforcing Trusted Types refuses. The URL, the library's own built file, goes through the x-elements policy.
 * Null when the browser refuses it even so (the policy not allowed by the page, the library served from another
 * origin): pdf.js then tries its own way.
 */
export function documentWorker(): DocumentWorker | null {
  let port: Worker;
  try {
    port = new Worker(trustedScriptURL(WORKER_URL), { type: "module" });
  } catch {
    return null;
  }
  const failed = new Promise<never>((_, reject) => {
    port.addEventListener("error", () => reject(new Error("the PDF worker could not be started")), { once: true });
  });
  const pdfWorker = PDFWorker.create({ port, verbosity: VerbosityLevel.ERRORS });
  const counted = countInstance("pdf.js worker");
  return {
    pdfWorker,
    failed,
    end() {
      pdfWorker.destroy();
      port.terminate();
      counted();
    },
  };
}
