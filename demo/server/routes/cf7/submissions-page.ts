import type { SubmissionRow } from "./store";

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function fieldList(json: string): string {
  const posted = JSON.parse(json) as Record<string, string[]>;
  const items = Object.entries(posted).map(([name, values]) => `<dt>${escape(name)}</dt><dd>${escape(values.join(", "))}</dd>`);
  return `<dl>${items.join("")}</dl>`;
}

const plural = new Intl.PluralRules("en");

/** "The latest submission", "The latest 2 submissions, newest first": the table's caption for the rows shown. */
export function caption(count: number): string {
  return plural.select(count) === "one" ? "The latest submission" : `The latest ${count} submissions, newest first`;
}

/** A read-only list of received submissions; every value from a visitor is escaped. */
export function submissionsPage(rows: SubmissionRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr data-id="${row.id}"><td>${row.id}</td><td>${row.formId}</td><td>${escape(row.createdAt)}</td><td>${escape(row.status)}</td><td>${row.mails}</td><td>${fieldList(row.fields)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contact form submissions</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/demo.css"></head>
<body>
<main>
<h1>Contact form submissions</h1>
<p><a href="/contact-form.html">Back to the contact form</a></p>
${
  rows.length === 0
    ? "<p>No submissions yet.</p>"
    : `<div class="table-scroll" tabindex="0" role="region" aria-label="Submissions"><table><caption>${caption(rows.length)}</caption>
<thead><tr><th scope="col">#</th><th scope="col">Form</th><th scope="col">Received (UTC)</th><th scope="col">Status</th><th scope="col">Mails in outbox</th><th scope="col">Fields</th></tr></thead>
<tbody>
${body}
</tbody></table></div>`
}
</main>
</body>
</html>`;
}
