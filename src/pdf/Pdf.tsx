import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ElementProps } from "../define/declare";
import { observeInView } from "../shared/in-view";
import { logger } from "../shared/log";
import type { BuiltInTexts } from "../shared/texts/types";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type declaration from "./pdf.element";
import { ENGLISH, INVALID_URL, NOT_SUPPORTED_LOG } from "./messages";
import { downloadName } from "./file-name";
import { downloadsInPlace } from "./save-copy";
import { browserViewerUrl, hostedViewerUrl, isValidUrl, openParamsFragment } from "./open-params";
import { pageViewerUrl } from "./page-settings";
import { usePdfViewer } from "./use-pdf-viewer";

export type PdfProps = ElementProps<typeof declaration>;
type Texts = BuiltInTexts["pdf"];

const log = logger("x-pdf");

/** The specification's fallback: a sentence and a link to download the PDF. */
function Fallback({ src, texts }: { src: string; texts: Texts }) {
  return (
    <p part="fallback">
      {texts.unsupported} <a href={src}>{texts.downloadPdf}</a>
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
  const { src, viewer, page, openParams, host } = props;
  const texts = useTexts(host, "pdf", ENGLISH, { label: props.label });
  const viewerUrl = props.viewerUrl || pageViewerUrl(host.ownerDocument);
  const valid = isValidUrl(src);
  // An empty src is reported by the bridge (a required attribute); one that cannot be a URL, with PDFObject's words.
  useLogOnce(src.trim() && !valid ? INVALID_URL : null, src);
  const supported = typeof navigator.pdfViewerEnabled !== "boolean" || navigator.pdfViewerEnabled;
  const inBrowser = valid && viewer === "browser";
  useLogOnce(inBrowser && !viewerUrl && !supported ? NOT_SUPPORTED_LOG : null, src);

  let body = null;
  if (!valid) body = null;
  else if (viewer === "built-in") body = <BuiltIn {...props} texts={texts} />;
  else if (!viewerUrl && !supported) body = <Fallback src={src} texts={texts} />;
  else {
    const fragment = openParamsFragment(openParams, page);
    const url = viewerUrl ? hostedViewerUrl(viewerUrl, src, fragment) : browserViewerUrl(src, fragment);
    body = <iframe part="frame" src={url} title={texts.label} />;
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

function BuiltIn({ src, page, host, emit, texts }: PdfProps & { texts: Texts }) {
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
  // Each page's region is named in the element's language, again when it changes: in the commit that shows the
  // pages ready, so that no reader or checker meets an unnamed region.
  useLayoutEffect(() => {
    for (const box of scroller.current?.querySelectorAll<HTMLElement>("[data-page]") ?? [])
      box.setAttribute("aria-label", texts.page.replaceAll("{n}", box.dataset["page"] ?? ""));
  }, [ready, texts]);

  return (
    <div part="viewer" role="group" aria-label={texts.label} data-state={pdf.state}>
      <div part="toolbar" hidden={!ready}>
        {/* Each control with the text it changes: a narrow toolbar wraps between the groups, never inside one. */}
        <span className="group">
          <button part="button" type="button" aria-label={texts.previous} disabled={pdf.page <= 1} onClick={() => pdf.goTo(pdf.page - 1)}>
            ‹
          </button>
          <span part="status" aria-live="polite">
            {texts.pageOf.replaceAll("{n}", String(pdf.page)).replaceAll("{total}", String(pdf.pages))}
          </span>
          <button part="button" type="button" aria-label={texts.next} disabled={pdf.page >= pdf.pages} onClick={() => pdf.goTo(pdf.page + 1)}>
            ›
          </button>
        </span>
        <span className="group">
          <button part="button" type="button" aria-label={texts.zoomOut} onClick={() => pdf.zoom(-1)}>
            −
          </button>
          <span part="status">{Math.round(pdf.scale * 100)}%</span>
          <button part="button" type="button" aria-label={texts.zoomIn} onClick={() => pdf.zoom(1)}>
            +
          </button>
        </span>
        <a
          part="button download"
          href={src}
          download={downloadName(src)}
          onClick={(event) => {
            if (downloadsInPlace(src) || !ready) return;
            event.preventDefault();
            pdf.save(downloadName(src));
          }}
        >
          {texts.download}
        </a>
      </div>
      <div
        part="pages"
        ref={scroller}
        tabIndex={ready ? 0 : -1}
        aria-label={texts.pages.replaceAll("{label}", texts.label)}
        role="region"
        hidden={!ready && pdf.state !== "loading"}
        onKeyDown={onKeyDown}
      />
      {pdf.state === "failed" ? <Fallback src={src} texts={texts} /> : null}
    </div>
  );
}
