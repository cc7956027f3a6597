import { check, INVALID, isRecord, problem } from "../shared/checks";

/**
 * The form's own messages, under Contact Form 7's keys (its form post's `_messages`): the few x-contact-form shows
 * itself, where CF7 would have shown the server's answer. Every other message comes in the server's answers.
 */
export interface Messages {
  /** CF7's "Validation errors occurred": shown when a check before sending finds a field to fix. */
  validation_error: string;
  /** CF7's "There are terms that the sender must accept": next to an acceptance box not yet ticked. */
  accept_terms: string;
  /** CF7's "Sender's message failed to send": shown when the request fails with no message of the server's. */
  mail_sent_ng: string;
}

/** CF7 6.1's default texts for them (contracts 1.3), which a form keeps until its owner changes them. */
export const CF7_MESSAGES: Messages = {
  validation_error: "One or more fields have an error. Please check and try again.",
  accept_terms: "You must accept the terms and conditions before sending your message.",
  mail_sent_ng: "There was an error trying to send your message. Please try again later.",
};

/** CF7's other keys may come along (a whole `_messages`): they are the server's to show, and left alone. */
export const messagesCheck = check<Partial<Messages>>((value) => {
  if (!isRecord(value)) return problem(INVALID);
  for (const key of Object.keys(CF7_MESSAGES)) if (value[key] !== undefined && typeof value[key] !== "string") return problem(INVALID, [key]);
  // Cast: the three keys checked above; the others are left as they came.
  return { value: value as Partial<Messages> };
});
