import { textsCheck } from "../shared/checks";
import type { BuiltInTexts } from "../shared/texts/types";

/** The texts of x-ai-search's buttons and panel, all translatable through the `labels` attribute. */
export interface Labels {
  /** The submit button. */
  submit: string;
  /** The clear button's accessible name. */
  clear: string;
  /** The clear button's title and name while the answer loads (the specification's "Loading"). */
  loading: string;
  /** The accessible name of the answer panel. */
  answer: string;
  /** Shown in the panel when the answer widget cannot be loaded. */
  unavailable: string;
  /** The link to the site's own results offered then; {query} is what was searched. */
  allResults: string;
}

/** The texts of `labels` in English. */
export const ENGLISH_LABELS: Labels = {
  submit: "Search",
  clear: "Clear",
  loading: "Loading",
  answer: "Answer",
  unavailable: "The answer could not be loaded.",
  allResults: "See all results for “{query}”",
};

/** The element's texts in English (the other languages' are in the shared catalogues); label is its input's name. */
export const ENGLISH: BuiltInTexts["search"] = { label: "Search", ...ENGLISH_LABELS };

export const labelsSchema = textsCheck<keyof Labels>(["submit", "clear", "loading", "answer", "unavailable", "allResults"]);
