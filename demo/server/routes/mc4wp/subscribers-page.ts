import { escape, layout } from "./html";
import { LISTS } from "./sign-up";
import type { SubscriberRow } from "./store";

const plural = new Intl.PluralRules("en");
const caption = (count: number) => (plural.select(count) === "one" ? "The latest subscriber" : `The latest ${count} subscribers, newest first`);

/** A read-only list of sign-ups; everything a visitor typed is escaped. */
export function subscribersPage(rows: SubscriberRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr data-id="${row.id}"><td>${row.id}</td><td>${escape(row.email)}</td><td>${escape(row.fields["FNAME"] ?? "")}</td><td>${escape(LISTS[row.list] ?? row.list)}</td><td>${escape(row.createdAt)}</td></tr>`,
    )
    .join("\n");
  return layout(
    "Newsletter subscribers",
    "/demo/subscribers",
    `<header>
<h1>Newsletter subscribers</h1>
<p><a href="/newsletter.html">Back to the newsletter form</a></p>
<!--nav-->
</header>
<main>
${
  rows.length === 0
    ? "<p>No subscribers yet.</p>"
    : `<div class="table-scroll" tabindex="0" role="region" aria-label="Subscribers"><table><caption>${caption(rows.length)}</caption>
<thead><tr><th scope="col">#</th><th scope="col">Email</th><th scope="col">First name</th><th scope="col">List</th><th scope="col">Subscribed (UTC)</th></tr></thead>
<tbody>
${body}
</tbody></table></div>`
}
</main>`,
  );
}
