/** The specification's texts (PDFObject 2.1.1's), used as they are. */
export const NOT_SUPPORTED_LOG = "This browser does not support embedded PDFs";
export const FALLBACK_TEXT = "This browser does not support inline PDFs. Please download the PDF to view it:";
export const FALLBACK_LINK = "Download PDF";
export const INVALID_URL = "URL is not valid";
