import { bodyCheck, isNumber, isText, listOf, optional, recordOf, shaped } from "../shared/checks";
import { fetchParsedOrNothing } from "../shared/http";
import { ACCEPT, apiUrl } from "./api";
import type { Refill } from "./refill";

/*
 * Sending the form, reading CF7's answers to a submission and a reset, and refilling the form from them: loaded with
 * the first submission or reset, as most forms on a page are never sent.
 */
export { refill } from "./refill";

/** A field the server found invalid, as CF7 answers it. */
export interface InvalidField {
  field: string;
  message: string;
  idref?: string | null | undefined;
  error_id?: string | undefined;
}

/** CF7's answer to a submission (contracts 1.4); keys it may add are kept, as they are the server's to give. */
export interface FeedbackResponse extends Refill {
  contact_form_id?: number | undefined;
  status: string;
  message: string;
  posted_data_hash?: string | undefined;
  into?: string | undefined;
  invalid_fields?: InvalidField[] | undefined;
  [key: string]: unknown;
}

/** PHP sends an empty array when there is nothing to refill. */
export type RefillResponse = unknown[] | (Refill & { [key: string]: unknown });

const refillShape = {
  captcha: optional(recordOf(isText)),
  quiz: optional(recordOf((quiz) => Array.isArray(quiz) && quiz.length === 2 && quiz.every(isText))),
};

const invalidField = shaped({
  field: isText,
  message: isText,
  idref: optional((idref) => idref === null || isText(idref)),
  error_id: optional(isText),
});

export const feedbackCheck = bodyCheck<FeedbackResponse>(
  shaped({
    contact_form_id: optional(isNumber),
    status: isText,
    message: isText,
    posted_data_hash: optional(isText),
    into: optional(isText),
    invalid_fields: optional(listOf(invalidField)),
    ...refillShape,
  }),
);

export const refillCheck = bodyCheck<RefillResponse>((value) => Array.isArray(value) || shaped(refillShape)(value));

/* A 204 answers nothing (null): for feedback, no status to show; for refill, nothing to refill. */

export function postFeedback(root: string, formId: number, body: FormData): Promise<FeedbackResponse | null> {
  return fetchParsedOrNothing(apiUrl(root, `contact-forms/${formId}/feedback`), { method: "POST", headers: ACCEPT, body }, feedbackCheck);
}

export function getRefill(root: string, formId: number): Promise<RefillResponse | null> {
  return fetchParsedOrNothing(apiUrl(root, `contact-forms/${formId}/refill`), { method: "GET", headers: ACCEPT }, refillCheck);
}
