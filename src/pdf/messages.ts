/** The specification's log texts (PDFObject 2.1.1's), used as they are. */
export const NOT_SUPPORTED_LOG = "This browser does not support embedded PDFs";
export const INVALID_URL = "URL is not valid";

/**
 * The built-in texts in English (the other languages' are in the shared catalogues): the fallback's sentence and
 * link are the specification's (PDFObject's) words.
 */
export const ENGLISH = {
  label: "PDF document",
  pages: "{label}, pages",
  page: "Page {n}",
  pageOf: "Page {n} of {total}",
  previous: "Previous page",
  next: "Next page",
  zoomOut: "Zoom out",
  zoomIn: "Zoom in",
  download: "Download",
  unsupported: "This browser does not support inline PDFs. Please download the PDF to view it:",
  downloadPdf: "Download PDF",
};
