import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ElementProps } from "../define/declare";
import { observeInView } from "../shared/in-view";
import { logger } from "../shared/log";
import { useElementState } from "../define/use-element-state";
import type declaration from "./pdf.element";
import { FALLBACK_LINK, FALLBACK_TEXT, INVALID_URL, NOT_SUPPORTED_LOG } from "./messages";
import { browserViewerUrl, hostedViewerUrl, isValidUrl, openParamsFragment } from "./open-params";
import { pageViewerUrl } from "./page-settings";
import { usePdfViewer } from "./use-pdf-viewer";

export type PdfProps = ElementProps<typeof declaration>;

const log = logger("x-pdf");

/** The specification's fallback: a sentence and a link to download the PDF. */
function Fallback({ src }: { src: string }) {
  return (
    <p part="fallback">
      {FALLBACK_TEXT} <a href={src}>{FALLBACK_LINK}</a>
    </p>
  );
}

/** Logs a message once for each value of `key` (a bad URL, an unsupported browser), not at every render. */
function useLogOnce(message: string | null, key: string): void {
  useEffect(() => {
    if (message) log.error(message);
  }, [message, key]);
}

export function Pdf(props: PdfProps) {
  const { src, viewer, page, openParams, label, host } = props;
  const viewerUrl = props.viewerUrl || pageViewerUrl(host.ownerDocument);
  const valid = isValidUrl(src);
  // An empty src is reported by the bridge (a required attribute); one that cannot be a URL, with PDFObject's words.
  useLogOnce(src.trim() && !valid ? INVALID_URL : null, src);
  const supported = typeof navigator.pdfViewerEnabled !== "boolean" || navigator.pdfViewerEnabled;
  const inBrowser = valid && viewer === "browser";
  useLogOnce(inBrowser && !viewerUrl && !supported ? NOT_SUPPORTED_LOG : null, src);

  let body = null;
  if (!valid) body = null;
  else if (viewer === "built-in") body = <BuiltIn {...props} />;
  else if (!viewerUrl && !supported) body = <Fallback src={src} />;
  else {
    const fragment = openParamsFragment(openParams, page);
    const url = viewerUrl ? hostedViewerUrl(viewerUrl, src, fragment) : browserViewerUrl(src, fragment);
    body = <iframe part="frame" src={url} title={label} />;
  }
  useElementState(host, "ready", inBrowser && (Boolean(viewerUrl) || supported));
  // The page's own content (its download link: "read it here, or download it") stays, below the document.
  return (
    <div className="layout">
      {body}
      <div part="content">
        <slot />
      </div>
    </div>
  );
}

function BuiltIn({ src, page, label, host, emit }: PdfProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return undefined;
    // Within a screen of the viewport: the library is there by the time the element is.
    return observeInView(host, (inView) => inView && setSeen(true), { rootMargin: "100% 0px" });
  }, [host, seen]);
  const pdf = usePdfViewer(scroller, src, seen, page ?? 1, (current, pages) => emit("x-page-change", { page: current, pages }));
  useElementState(host, "ready", pdf.state === "ready");
  useElementState(host, "failed", pdf.state === "failed");

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      PageDown: () => pdf.goTo(pdf.page + 1),
      PageUp: () => pdf.goTo(pdf.page - 1),
      Home: () => pdf.goTo(1),
      End: () => pdf.goTo(pdf.pages),
      "+": () => pdf.zoom(1),
      "=": () => pdf.zoom(1),
      "-": () => pdf.zoom(-1),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };
  const ready = pdf.state === "ready";

  return (
    <div part="viewer" role="group" aria-label={label} data-state={pdf.state}>
      <div part="toolbar" hidden={!ready}>
        <button part="button" type="button" aria-label="Previous page" disabled={pdf.page <= 1} onClick={() => pdf.goTo(pdf.page - 1)}>
          ‹
        </button>
        <span part="status" aria-live="polite">
          Page {pdf.page} of {pdf.pages}
        </span>
        <button part="button" type="button" aria-label="Next page" disabled={pdf.page >= pdf.pages} onClick={() => pdf.goTo(pdf.page + 1)}>
          ›
        </button>
        <button part="button" type="button" aria-label="Zoom out" onClick={() => pdf.zoom(-1)}>
          −
        </button>
        <span part="status">{Math.round(pdf.scale * 100)}%</span>
        <button part="button" type="button" aria-label="Zoom in" onClick={() => pdf.zoom(1)}>
          +
        </button>
        <a part="button download" href={src} download>
          Download
        </a>
      </div>
      <div
        part="pages"
        ref={scroller}
        tabIndex={ready ? 0 : -1}
        aria-label={`${label}, pages`}
        role="region"
        hidden={!ready && pdf.state !== "loading"}
        onKeyDown={onKeyDown}
      />
      {pdf.state === "failed" ? <Fallback src={src} /> : null}
    </div>
  );
}
