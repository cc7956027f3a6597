import type { FeedbackResponse, RefillResponse } from "./submission";

/** The detail of every `wpcf7*` event, in CF7's shape. */
export interface Wpcf7Detail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  inputs: Array<{ name: string; value: FormDataEntryValue }>;
  formData: FormData;
  /** null when the server answered a refill with nothing (204). */
  apiResponse?: FeedbackResponse | RefillResponse | null;
}
