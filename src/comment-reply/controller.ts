import { loadForRequest } from "../shared/http";
import { logger } from "../shared/log";
import declaration from "./comment-reply.element";
import { connectionMessage } from "../shared/texts/connection";
import type { BuiltInTexts } from "../shared/texts/types";
import { byId, findParts, firstField, PLACEHOLDER_ID, refillCommenter, titleText, type ReplyParts } from "./reply-form";

const log = logger(declaration.tag);

export interface CommentReplyConfig {
  action: string;
  ajax: boolean;
  failureMessage: string;
  postedMessage: string;
  cancelledMessage: string;
  /** The words for a request that got no answer, in the element's language. */
  connection: BuiltInTexts["connection"];
}

export interface CommentReplyCallbacks {
  announce(text: string): void;
  replyOpen(commentId: string, postId: string): void;
  replyCancel(commentId: string): void;
  posted(commentId: string, parentId: string, awaitingModeration: boolean): void;
  failed(message: string, status: number): void;
}

/**
 * WordPress's comment-reply.js on the comment section inside the element: Reply moves the form under the comment
 * (parent id, post id, cancel link, "Reply to NAME", focus in the comment box), Cancel moves it back and returns
 * focus to the reply link. Better than WordPress, the form posts with fetch: the new comment appears in the thread,
 * and a refusal shows next to the form with everything typed kept.
 */
export class CommentReplyController {
  private readonly events = new AbortController();
  private placeholder: HTMLElement | null = null;
  private homeTitle = "";
  private replyLink: HTMLElement | null = null;
  private error: HTMLElement | null = null;
  private inFlight = false;
  /** The held comments this element put on the page (their ids): shown only while WordPress's answer shows them. */
  private readonly held = new Set<string>();

  constructor(
    private readonly host: HTMLElement,
    private readonly parts: ReplyParts,
    private config: CommentReplyConfig,
    private readonly callbacks: CommentReplyCallbacks,
  ) {
    const { signal } = this.events;
    host.addEventListener("click", (event) => this.onClick(event), { signal });
    parts.form.addEventListener("submit", (event) => this.onSubmit(event), { signal });
    // As WordPress's script: Ctrl or Cmd + Enter sends the comment.
    parts.form.addEventListener(
      "keydown",
      (event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
          event.preventDefault();
          parts.form.requestSubmit();
        }
      },
      { signal },
    );
  }

  static create(host: HTMLElement, config: CommentReplyConfig, callbacks: CommentReplyCallbacks): CommentReplyController | null {
    const parts = findParts(host);
    return parts ? new CommentReplyController(host, parts, config, callbacks) : null;
  }

  configure(config: CommentReplyConfig): void {
    this.config = config;
  }

  destroy(): void {
    this.events.abort();
    this.putBack();
    this.error?.remove();
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element;
    const cancel = this.parts.cancel;
    if (cancel && target.closest("a, button") === cancel) {
      this.cancelReply(event);
      return;
    }
    const link = target.closest<HTMLElement>(".comment-reply-link");
    if (!link || !this.host.contains(link)) return;
    const { belowelement, commentid, respondelement, postid, replyto } = link.dataset;
    // A theme's own link (without WordPress's data attributes) is left to the theme.
    if (!belowelement || !commentid || !respondelement || !postid) return;
    const below = byId(this.host, belowelement);
    if (!below || byId(this.host, respondelement) !== this.parts.respond) return;
    event.preventDefault();
    this.moveForm(link, below, commentid, postid, replyto);
  }

  private moveForm(link: HTMLElement, below: HTMLElement, commentId: string, postId: string, replyTo: string | undefined): void {
    const { respond, parentField, postField, cancel, form } = this.parts;
    const title = titleText(this.host);
    if (!this.placeholder) {
      this.homeTitle = title?.get() ?? "";
      this.placeholder = document.createElement("div");
      this.placeholder.id = PLACEHOLDER_ID;
      this.placeholder.hidden = true;
      this.placeholder.textContent = this.homeTitle;
      respond.before(this.placeholder);
    }
    if (postField) postField.value = postId;
    parentField.value = commentId;
    if (cancel) {
      cancel.style.display = "";
      // A page under a strict CSP cannot use WordPress's style="display:none;" (a style attribute): it hides the
      // link with the hidden attribute, which showing it must lift too.
      cancel.hidden = false;
    }
    below.after(respond);
    const heading = replyTo ?? this.homeTitle;
    title?.set(heading);
    this.replyLink = link;
    firstField(form)?.focus();
    this.callbacks.announce(heading);
    this.callbacks.replyOpen(commentId, postId);
  }

  /** Puts the form back in its place; false when it is there already. */
  private putBack(): boolean {
    const placeholder = this.placeholder;
    if (!placeholder) return false;
    const { respond, parentField, cancel } = this.parts;
    parentField.value = "0";
    placeholder.replaceWith(respond);
    this.placeholder = null;
    if (cancel) cancel.style.display = "none";
    titleText(this.host)?.set(this.homeTitle);
    return true;
  }

  private cancelReply(event: Event): void {
    const commentId = this.parts.parentField.value;
    // Not moved here (the server put the form under a comment for ?replytocom): the link reloads the page.
    if (!this.putBack()) return;
    event.preventDefault();
    if (this.replyLink?.isConnected) this.replyLink.focus();
    this.replyLink = null;
    this.callbacks.announce(this.config.cancelledMessage);
    this.callbacks.replyCancel(commentId);
  }

  private onSubmit(event: SubmitEvent): void {
    if (event.defaultPrevented || !this.config.ajax) return;
    event.preventDefault();
    if (this.inFlight) return;
    void this.send(event.submitter);
  }

  private async send(submitter: HTMLElement | null): Promise<void> {
    const { form } = this.parts;
    this.inFlight = true;
    form.setAttribute("aria-busy", "true");
    this.showError(null);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter)) body.append(name, typeof value === "string" ? value : value.name);
    try {
      const posting = await loadForRequest(() => import("./posting"));
      const page = await posting.postPage(this.config.action || form.action, body);
      const answer = posting.readAnswer(page.doc, (id) => byId(this.host, id) !== null);
      if (answer.kind === "refused") this.fail(answer.message, page.status);
      else if (!page.ok) {
        log.error(`the server answered the comment with status ${page.status}`);
        this.fail(this.config.failureMessage, page.status);
      } else if (answer.kind === "unreadable") {
        log.error(`the server's answer to the comment (status ${page.status}) is not a page`);
        this.fail(this.config.failureMessage, page.status);
      } else this.posted(posting, answer.comment, answer.doc, body.get("comment_parent") ?? "0");
    } catch (cause) {
      log.error("the comment could not be sent", cause);
      this.fail(connectionMessage(cause, this.config.connection, this.config.failureMessage), 0);
    } finally {
      this.inFlight = false;
      form.removeAttribute("aria-busy");
    }
  }

  /**
   * The page as a reload would show it (WordPress redirects to the post): the new comment where the theme lists it,
   * with WordPress's "awaiting moderation" note when it is held, the count heading as the page words it, the form
   * back home, empty, its name, email and website as the cookies the visitor allowed (or not) fill them.
   */
  private posted(posting: typeof import("./posting"), comment: HTMLElement | null, doc: Document, parentId: string): void {
    this.putBack();
    const { respond, form } = this.parts;
    // WordPress's preview of a held comment (?unapproved=ID, no cookies) shows the latest one only: an earlier one
    // the answer no longer shows goes, as after a reload.
    for (const id of this.held) {
      if (doc.getElementById(id)) continue;
      const gone = byId(this.host, id);
      const list = gone?.parentElement;
      gone?.remove();
      if (list && (list.localName === "ol" || list.localName === "ul") && !list.firstElementChild) list.remove();
      this.held.delete(id);
    }
    const inserted = comment ? posting.insertComment(this.host, comment, respond) : null;
    posting.updateCountHeadings(this.host, doc, inserted ?? respond);
    const textarea = form.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
    if (textarea) textarea.value = "";
    refillCommenter(form, doc);
    this.replyLink = null;
    if (inserted) {
      inserted.tabIndex = -1;
      inserted.focus();
    }
    // WordPress's own words for a held comment ("Your comment is awaiting moderation."), read out as shown.
    const note = inserted?.querySelector(".comment-awaiting-moderation")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    if (inserted && note) this.held.add(inserted.id);
    this.callbacks.announce(note || this.config.postedMessage);
    this.callbacks.posted(inserted?.id.replace(/^comment-/, "") ?? "", parentId, note !== "");
  }

  /** WordPress's refusal or the request's failure, shown next to the form; nothing typed is touched. */
  private fail(message: string, status: number): void {
    this.showError(message);
    this.callbacks.failed(message, status);
  }

  /** The message next to the form, read out at once; null removes it. */
  private showError(message: string | null): void {
    if (message === null) {
      this.error?.remove();
      this.error = null;
      return;
    }
    this.error ??= Object.assign(document.createElement("p"), { className: "comment-form-error" });
    this.error.setAttribute("role", "alert");
    this.error.textContent = message;
    this.parts.form.prepend(this.error);
  }
}
