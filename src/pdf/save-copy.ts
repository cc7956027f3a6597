/**
 * Saves a copy of the document the viewer holds, under `name`. For a PDF of another site: a link's download
 * attribute counts on the page's own site only, and elsewhere the browser would leave the page for the raw PDF.
 */
export function saveCopy(data: Uint8Array<ArrayBuffer>, name: string): void {
  const url = URL.createObjectURL(new Blob([data], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name || "document.pdf";
  link.click();
  // The download has its own copy once it starts: the blob can go after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Whether the browser honours a download attribute for the URL: a same-origin, blob: or data: address. */
export function downloadsInPlace(src: string): boolean {
  try {
    const url = new URL(src, document.baseURI);
    return url.origin === location.origin || url.protocol === "blob:" || url.protocol === "data:";
  } catch {
    return true;
  }
}
