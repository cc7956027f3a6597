/**
 * The built-in texts of every element, by behaviour: the shape each language's catalogue fills in full. English
 * lives with each behaviour (its defaults); the other languages live here, one module each, loaded on demand.
 * `{n}`, `{total}`, `{item}`, `{label}` and `{query}` are filled in by the element.
 */
export interface BuiltInTexts {
  slider: {
    carousel: string;
    slide: string;
    previous: string;
    next: string;
    pagination: string;
    page: string;
    pause: string;
    play: string;
    thumb: string;
  };
  /** trigger: the text of the button a toggle creates when the page gives it no trigger. */
  toggle: { close: string; back: string; trigger: string };
  menu: { menu: string; close: string; submenu: string };
  scrollTop: { label: string };
  flipCard: { label: string };
  video: { label: string; play: string };
  pdf: {
    label: string;
    pages: string;
    page: string;
    pageOf: string;
    previous: string;
    next: string;
    zoomOut: string;
    zoomIn: string;
    download: string;
    unsupported: string;
    downloadPdf: string;
  };
  /** `zoomIn`, `zoomOut` and `closeInfo` are Leaflet's own controls' (its zoom buttons, an info window's close button). */
  map: { label: string; tilesFailed: string; zoomIn: string; zoomOut: string; closeInfo: string; marker: string };
  search: { label: string; submit: string; clear: string; loading: string; answer: string; unavailable: string; allResults: string };
  searchOverlay: { close: string; dialog: string };
  contactForm: { form: string; submit: string; acceptance: string };
  commentReply: { failure: string; posted: string; cancelled: string };
  newsletter: { error: string };
  /** What the forms say when a request fails before the server could answer (shared/http.ts's errors). */
  connection: { offline: string; invalidJson: string };
  rating: RatingTexts;
}

/** Texts of x-rating and x-rating-results: Rate My Post's, with the counted ones in the language's plural forms. */
export type RatingTexts = {
  rate: string;
  afterVote: string;
  noRating: string;
  cookieNotice: string;
  emptyFeedback: string;
  feedbackNotice: string;
  submitButton: string;
  noPrivilege: string;
  feedbackTitle: string;
  feedbackButton: string;
  socialTitle: string;
  results: string;
  average: string;
  retry: string;
  feedbackRetry: string;
  /** The five stars' descriptive texts, from one star up. */
  stars: readonly [string, string, string, string, string];
} & { [Form in `${"results" | "average"}_${Intl.LDMLPluralRule}`]?: string };

export type Behaviour = keyof BuiltInTexts;

/** A language's texts for every behaviour. */
export type Catalogue = { readonly [B in Behaviour]: Readonly<BuiltInTexts[B]> };
