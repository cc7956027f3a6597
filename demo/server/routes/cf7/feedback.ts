import type { Database } from "../../db";
import { isTrue, type FormDefinition } from "./definitions";
import { restError, restJson } from "./php-json";
import { messagesOf } from "./schema";
import { storeSubmission } from "./store";
import { judge, postedDataHash, tooManyFields } from "./submission";

const unreadable = () => restError("wpcf7_invalid_request", "The request payload could not be read.", 400);

/** Mail tags like [your-subject] filled in; line breaks removed so a visitor cannot add mail headers. */
function fillTags(template: string, posted: Record<string, string[]>): string {
  return template.replace(/\[([A-Za-z][-A-Za-z0-9_:]*)\]/g, (_tag, name: string) => (posted[name] ?? []).join(", ")).replace(/[\r\n]+/g, " ");
}

/** POST contact-forms/{id}/feedback, after the content type and form were checked. */
export async function feedback(db: Database, form: FormDefinition, request: Request): Promise<Response> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return unreadable();
  }
  if (tooManyFields(formData)) return unreadable();
  const unitTag = String(formData.get("_wpcf7_unit_tag") ?? "").replace(/[^A-Za-z0-9_-]/g, "");
  if (!unitTag) return restError("wpcf7_unit_tag_not_found", "There is no valid unit tag.", 400);
  // WordPress's absint(); an id beyond a safe integer (which the database refuses) counts as none.
  const postedContainer = Math.abs(parseInt(String(formData.get("_wpcf7_container_post") ?? "0"), 10));
  const containerPost = Number.isSafeInteger(postedContainer) ? postedContainer : 0;
  const into = `#${unitTag}`;
  // The demo has no logins: a subscribers-only form answers every visitor as CF7 answers one not logged in.
  if (isTrue(form, "subscribers_only")) {
    const message = "This contact form is available only for logged in users.";
    return restJson({ contact_form_id: form.id, status: "error", message, into, invalid_fields: [] }, "POST");
  }
  const MESSAGES = messagesOf(form.messages);
  const verdict = judge(form, formData, request.headers.get("user-agent") ?? "");

  if (verdict.status === "validation_failed") {
    const invalid = verdict.invalidFields.map(({ field, message }) => ({
      field: field.replace(/\./g, "_"),
      message,
      idref: null,
      error_id: `${unitTag}-ve-${field}`,
    }));
    return restJson(
      { contact_form_id: form.id, status: verdict.status, message: MESSAGES.validation_error, invalid_fields: invalid, posted_data_hash: "", into },
      "POST",
    );
  }
  if (verdict.status === "acceptance_missing") {
    return restJson(
      { contact_form_id: form.id, status: verdict.status, message: MESSAGES.accept_terms, posted_data_hash: "", into, invalid_fields: [] },
      "POST",
    );
  }
  const body = Object.entries(verdict.posted)
    .map(([name, values]) => `${name}: ${values.join(", ")}`)
    .join("\n");
  // demo_mode and skip_mail: the message is taken and answered as sent, and no mail goes.
  const demo = isTrue(form, "demo_mode");
  const skip = demo || isTrue(form, "skip_mail");
  const status = verdict.status === "spam" ? "spam" : form.mail || skip ? "mail_sent" : "mail_failed";
  const mail = status === "mail_sent" && form.mail && !skip ? { to: form.mail.to, subject: fillTags(form.mail.subject, verdict.posted), body } : null;
  await storeSubmission(db, { formId: form.id, unitTag, containerPost, status, posted: verdict.posted, mail });
  const message = { spam: MESSAGES.spam, mail_sent: MESSAGES.mail_sent_ok, mail_failed: MESSAGES.mail_sent_ng }[status];
  const hash = status === "spam" ? "" : postedDataHash(verdict.posted, unitTag);
  return restJson(
    { contact_form_id: form.id, status, message, posted_data_hash: hash, ...(demo ? { demo_mode: true } : {}), into, invalid_fields: [] },
    "POST",
  );
}
