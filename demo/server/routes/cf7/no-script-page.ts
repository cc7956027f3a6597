import { escape } from "./submissions-page";

/** What the feedback route answered, as far as a visitor needs to know. */
export interface FeedbackResult {
  /** Absent from a WordPress REST error (a post that names no unit tag), which has a code and a message only. */
  status?: string;
  message: string;
  invalid_fields?: Array<{ field: string; message: string }>;
}

/**
 * The answer to a form sent without JavaScript (it posts to its own page, as on WordPress, where CF7 handles the
 * post and shows its message): the message, the fields to fix, and the way back. Everything is escaped.
 */
export function noScriptPage(result: FeedbackResult, backTo: string): string {
  const fixes = (result.invalid_fields ?? []).map(({ field, message }) => `<li><strong>${escape(field)}</strong>: ${escape(message)}</li>`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contact form</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/demo.css"></head>
<body>
<main>
<h1>Contact form</h1>
<p role="status" data-status="${escape(result.status ?? "aborted")}">${escape(result.message)}</p>
${fixes.length > 0 ? `<ul>${fixes.join("")}</ul>\n<p>Go back to correct them: your browser keeps what you typed.</p>` : ""}
<p><a href="${escape(backTo)}">Back to the form</a></p>
</main>
</body>
</html>
`;
}
