import * as z from "zod/mini";

/** The texts x-contact-form writes itself (the rest come from the form's markup or the server), translatable. */
export interface Labels {
  /** The Send button added to a form from `fields` that lists none. */
  submit: string;
  /** Said next to an acceptance box not yet ticked, when a visitor tries to send (CF7's accept_terms message). */
  acceptance: string;
}

export const DEFAULT_LABELS: Labels = {
  submit: "Submit",
  acceptance: "You must accept the terms and conditions before sending your message.",
};

export const labelsSchema = z.pipe(
  z.partial(z.strictObject({ submit: z.string(), acceptance: z.string() })),
  z.transform((labels): Labels => ({ ...DEFAULT_LABELS, ...labels })),
);
