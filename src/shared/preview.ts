/**
 * A preview: a page whose root element carries `data-x-elements-preview` (the block editor's canvas marks itself so)
 * shows every element's real UI but sends nothing a visitor would send. A request that sends (any method but GET and
 * HEAD: a form, a rating, a comment) is refused as the error contract's fetch_error with PREVIEW_MESSAGE, which the
 * elements show where they show an offline message; a platform's video player and a third-party answer widget are
 * not loaded. Reading (a form's validation schema, map tiles, a PDF) still works, so the preview looks as it will.
 */
export const PREVIEW_ATTRIBUTE = "data-x-elements-preview";

export const PREVIEW_MESSAGE = "Not sent: this is a preview.";

/** Whether the document of `node` (by default this page) is a preview. */
export function inPreview(node: Node = document): boolean {
  const doc = node instanceof Document ? node : node.ownerDocument;
  return doc?.documentElement.hasAttribute(PREVIEW_ATTRIBUTE) ?? false;
}

/** Whether a request of this method sends something (anything but reading). */
export function sends(init: RequestInit): boolean {
  const method = (init.method ?? "GET").toUpperCase();
  return method !== "GET" && method !== "HEAD";
}
