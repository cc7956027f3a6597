import { attr, declare, event } from "../define/declare";
import type { OpenParams } from "./open-params";
import { reachingUrl } from "../shared/reaching-url";
import { check, INVALID, isRecord, problem } from "../shared/checks";

export type { OpenParams };

/** PDF open parameters: names with a text, a number or a boolean each. */
const openParamsCheck = check<OpenParams>((value) => {
  if (!isRecord(value)) return problem(INVALID);
  const wrong = Object.entries(value).find(([, param]) => !["string", "number", "boolean"].includes(typeof param));
  // Cast: every value checked.
  return wrong ? problem(INVALID, [wrong[0]]) : { value: value as OpenParams };
});

export default declare({
  tag: "x-pdf",
  summary:
    "A PDF document embedded in the page: in the browser's own viewer, or rendered page by page with pdf.js; its own content (a download link) is the fallback.",
  attributes: {
    src: {
      // An address the view checks itself, with the specification's log ("URL is not valid"): media it shows.
      ...attr.string("", { required: true, description: 'The PDF\'s URL (http, https or relative; any other logs "URL is not valid").' }),
      urlUse: "media",
    },
    viewer: attr.enum(["browser", "built-in"], "browser", {
      description:
        'Who shows the PDF: "browser", the browser\'s own viewer in an <iframe> (or a hosted PDF.js viewer, see viewer-url); "built-in", pages rendered in the element with pdf.js, loaded when it comes into view.',
    }),
    page: attr.optionalNumber({ min: 1, integer: true, description: "The page to open at (1 is the first); absent: the first." }),
    openParams: attr.json(
      openParamsCheck,
      {},
      {
        type: "Record<string, string | number | boolean>",
        description:
          'PDF open parameters for the browser viewer as JSON, e.g. {"zoom": 50, "pagemode": "none"}: written as the URL fragment (#page=2&zoom=50&pagemode=none).',
      },
    ),
    viewerUrl: reachingUrl("", {
      use: "frame",
      description:
        'With viewer="browser": the URL of a hosted PDF.js viewer (viewer.html); the PDF opens in it as viewer-url?file=<src>#<parameters>. Absent: the page\'s setting for every x-pdf, <meta name="x-pdf-viewer-url" content="…">, if any.',
    }),
    height: attr.string("600px", {
      pattern: /^\d+(\.\d+)?(px|rem|em|vh|svh|lvh|dvh|%)$/,
      problem: "is not a CSS length such as 600px, 40rem or 80vh",
      description: "Height of the viewer (a CSS length); reserved before the upgrade too.",
    }),
    label: attr.string("", { description: "The viewer's accessible name; absent: \"PDF document\" in the language of the element's text." }),
  },
  events: {
    "x-page-change": event<{ page: number; pages: number }>("The built-in viewer's current page changed, by the visitor (buttons, keys, scrolling)."),
  },
  slots: { "": "The fallback: a download link, shown without JavaScript, and below the document once it is shown." },
  parts: {
    frame: 'The <iframe> of viewer="browser".',
    toolbar: "The built-in viewer's toolbar.",
    button: "Each toolbar button (previous, next, zoom out, zoom in) and the toolbar's download link.",
    download: "The toolbar's download link (also a button part).",
    status: "The page number and zoom texts.",
    pages: "The built-in viewer's scrolling list of pages.",
    page: "One page (a canvas under its text layer).",
    fallback: "The message with the download link, when the PDF cannot be shown.",
    content: "The element's own content (the page's download link), kept below the document in the element's box.",
  },
  cssProperties: {
    "--x-pdf-background": "Background behind the pages.",
    "--x-pdf-toolbar-background": "Background of the toolbar.",
  },
  states: { ready: "Set once the document is shown.", failed: "Set when it cannot be shown (the fallback link shows)." },
  wordpress: { block: { title: "PDF viewer", icon: "pdf", keywords: ["pdf", "document", "embed"] } },
  demo: "/media.html",
  examples: [
    {
      title: "The browser's viewer, at page 2",
      html: `<x-pdf src="/media/sample.pdf" page="2" open-params='{"zoom":"page-width","pagemode":"none"}' height="480px"><a href="/media/sample.pdf">Download the field guide (PDF, 4 pages)</a></x-pdf>`,
    },
    {
      title: "Rendered with pdf.js, with a text layer",
      html: `<x-pdf src="/media/sample.pdf" viewer="built-in" label="Field guide" height="30rem"><a href="/media/sample.pdf">Download the field guide (PDF, 4 pages)</a></x-pdf>`,
    },
  ],
});
