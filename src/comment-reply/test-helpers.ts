import { fixture, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import declaration from "./comment-reply.element";
import "../../elements/x-comment-reply";

export type XCommentReply = HTMLElementTagNameMap["x-comment-reply"];

/** The declaration's example: WordPress's comment section as a theme prints it (one comment, the form). */
export const SECTION = declaration.examples[0].html;

export async function commentReply(template = SECTION): Promise<XCommentReply> {
  const el = await fixture<XCommentReply>(template);
  await el.updateComplete;
  return el;
}

/** The post's page after WordPress accepted comment 2, a reply to comment 1. */
export const acceptedPage = (text = "A reply.") => `<!doctype html><html><body>
  <ol class="comment-list">
    <li id="comment-1" class="comment"><article id="div-comment-1" class="comment-body"><p>Hello from the first comment.</p></article>
      <ol class="children">
        <li id="comment-2" class="comment depth-2"><article id="div-comment-2" class="comment-body"><b class="fn">Bob</b><div class="comment-content"><p>${text}</p></div>
          <div class="reply"><a class="comment-reply-link" href="?replytocom=2#respond" data-commentid="2" data-postid="1" data-belowelement="div-comment-2" data-respondelement="respond" data-replyto="Reply to Bob" aria-label="Reply to Bob" onclick="window.__injected = true">Reply</a></div>
        </article><script>window.__injected = true</script></li>
      </ol>
    </li>
  </ol></body></html>`;

/** wp_die()'s page, as wp-comments-post.php sends a refusal. */
export const refusalPage = (message: string) =>
  `<!DOCTYPE html><html><head><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p>${message}</p></div><p><a href='javascript:history.back()'>&laquo; Back</a></p></body></html>`;

export const html = (body: string, status = 200) => new Response(body, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } });

/** Stubs fetch: each call is answered by the next responder (the last one repeats). */
export function stubFetch(...responders: Array<() => Response | Promise<Response>>) {
  const calls: Array<{ url: string; body: URLSearchParams }> = [];
  const stub = sinon.stub(window, "fetch").callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: new URLSearchParams(String(init?.body ?? "")) });
    return responders[Math.min(calls.length - 1, responders.length - 1)]!();
  });
  return { calls, restore: () => stub.restore() };
}

export const byId = (el: Element, id: string) => el.querySelector<HTMLElement>(`#${id}`)!;
export const field = (el: Element, name: string) => el.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
export const replyLink = (el: Element, id = 1) => el.querySelector<HTMLAnchorElement>(`.comment-reply-link[data-commentid="${id}"]`)!;

export function fill(el: Element, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) field(el, name).value = value;
}

export function submit(el: Element): void {
  const form = byId(el, "commentform") as HTMLFormElement;
  form.requestSubmit(form.querySelector<HTMLInputElement>('[type="submit"]')!);
}

export function recordEvents(el: Element) {
  const events: CustomEvent[] = [];
  for (const name of Object.keys(declaration.events)) el.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

export const announcement = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;

export const until = (predicate: () => boolean, message = "condition") => waitUntil(predicate, message, { timeout: 2000 });
