import { textsCheck } from "../shared/checks";
import type { BuiltInTexts } from "../shared/texts/types";

/** The texts x-contact-form writes itself (the rest come from the form's markup or the server), translatable. */
export interface Labels {
  /** The accessible name of a form rendered from `fields`. */
  form: string;
  /** The Send button added to a form from `fields` that lists none. */
  submit: string;
  /** Said next to an acceptance box not yet ticked, when a visitor tries to send (CF7's accept_terms message). */
  acceptance: string;
}

/** The English texts; the other languages' are in the shared catalogues. */
export const ENGLISH: Labels & BuiltInTexts["contactForm"] = {
  form: "Contact form",
  submit: "Submit",
  acceptance: "You must accept the terms and conditions before sending your message.",
};

export const labelsCheck = textsCheck<keyof Labels>(["form", "submit", "acceptance"]);
