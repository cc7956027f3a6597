/**
 * A document with `css` and `body` in a sandboxed frame without scripts (no allow-scripts: `scripting: none` inside),
 * as a page with JavaScript off shows it, `width` pixels wide. Remove the frame when done.
 */
export async function withoutJavaScript(css: string, body: string, width = 360): Promise<{ frame: HTMLIFrameElement; doc: Document }> {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-same-origin");
  frame.style.cssText = `width: ${width}px; height: 900px; border: 0`;
  frame.srcdoc = `<!doctype html><style>body { margin: 0 }</style><style>${css}</style>${body}`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  if (!frame.contentWindow!.matchMedia("(scripting: none)").matches) throw new Error("scripting is on in the frame");
  return { frame, doc: frame.contentDocument! };
}

/** How far the element's box reaches below its last child's: the blank a reserved box leaves under its fallback. */
export function blankBelowFallback(element: Element): number {
  return element.getBoundingClientRect().bottom - element.lastElementChild!.getBoundingClientRect().bottom;
}
