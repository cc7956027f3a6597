import * as z from "zod/mini";
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
}

/** The element's texts in English (the other languages' are in the shared catalogues); label is its input's name. */
export const ENGLISH: BuiltInTexts["search"] = { label: "Search", submit: "Search", clear: "Clear", loading: "Loading", answer: "Answer" };

export const labelsSchema = z.pipe(
  z.partial(z.strictObject({ submit: z.string(), clear: z.string(), loading: z.string(), answer: z.string() })),
  z.transform((labels): Partial<Labels> => labels),
);
