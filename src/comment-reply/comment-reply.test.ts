import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import { enforceTrustedTypes } from "../testing/trusted-types";
import { acceptedPage, announcement, byId, commentReply, fill, recordEvents, refusalPage, replyLink, SECTION, submit } from "./test-helpers";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { field, until } from "../testing/forms";

const DUPLICATE = "Duplicate comment detected; it looks as though you&#8217;ve already said that!";
const titleOf = (el: Element) => byId(el, "reply-title").firstChild!.textContent!.trim();

describe("x-comment-reply", () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
  });

  describe("reply and cancel", () => {
    it("Reply moves the form under the comment, sets comment_parent, shows Cancel, retitles, focuses the comment box and says so", async () => {
      const el = await commentReply();
      const events = recordEvents(el);
      replyLink(el).click();
      const respond = byId(el, "respond");
      expect(respond.previousElementSibling).to.equal(byId(el, "div-comment-1"));
      expect([field(el, "comment_parent").value, field(el, "comment_post_ID").value]).to.deep.equal(["1", "1"]);
      expect(byId(el, "cancel-comment-reply-link").style.display).to.equal("");
      expect(titleOf(el)).to.equal("Reply to Ada");
      expect(document.activeElement).to.equal(field(el, "comment"));
      expect(byId(el, "wp-temp-form-div").hidden).to.equal(true);
      await until(() => announcement(el) === "Reply to Ada");
      expect(events.map((event) => [event.type, event.detail])).to.deep.equal([["x-reply-open", { commentId: "1", postId: "1" }]]);
      expect(location.search).to.not.include("replytocom");
      await expect(el).to.be.accessible();
    });

    it("Cancel moves it back, resets comment_parent to 0, hides itself, restores the title and returns focus to the reply link", async () => {
      const el = await commentReply();
      const home = byId(el, "respond").previousElementSibling;
      replyLink(el).click();
      const events = recordEvents(el);
      byId(el, "cancel-comment-reply-link").click();
      expect(byId(el, "respond").previousElementSibling).to.equal(home);
      expect(field(el, "comment_parent").value).to.equal("0");
      expect(byId(el, "cancel-comment-reply-link").style.display).to.equal("none");
      expect(titleOf(el)).to.equal("Leave a Reply");
      expect(el.querySelector("#wp-temp-form-div")).to.equal(null);
      expect(document.activeElement).to.equal(replyLink(el));
      expect(location.hash).to.not.equal("#respond");
      await until(() => announcement(el) === "Reply cancelled.");
      expect(events.map((event) => [event.type, event.detail])).to.deep.equal([["x-reply-cancel", { commentId: "1" }]]);
    });

    it("leaves a theme's own reply link (without WordPress's data attributes) alone", async () => {
      const el = await commentReply();
      const link = replyLink(el);
      link.removeAttribute("data-belowelement");
      let prevented: boolean | undefined;
      el.addEventListener("click", (event) => ((prevented = event.defaultPrevented), event.preventDefault()));
      link.click();
      expect([prevented, field(el, "comment_parent").value]).to.deep.equal([false, "0"]);
    });

    it("puts the form back in its place when the element is removed", async () => {
      const el = await commentReply();
      const home = byId(el, "respond").previousElementSibling;
      replyLink(el).click();
      el.remove();
      await new Promise((resolve) => setTimeout(resolve));
      expect([byId(el, "respond").previousElementSibling, field(el, "comment_parent").value, el.querySelector("#wp-temp-form-div")]).to.deep.equal([
        home,
        "0",
        null,
      ]);
    });

    it("shows and hides a Cancel link marked hidden (a strict CSP's markup, where WordPress writes a style attribute)", async () => {
      const markup = SECTION.replace(
        'id="cancel-comment-reply-link" href="#respond" style="display:none;"',
        'id="cancel-comment-reply-link" href="#respond" hidden',
      );
      expect(markup).to.not.equal(SECTION);
      const el = await commentReply(markup);
      const cancel = byId(el, "cancel-comment-reply-link");
      expect([cancel.hasAttribute("style"), cancel.hidden]).to.deep.equal([false, true]);
      replyLink(el).click();
      expect(cancel.checkVisibility(), "shown while replying").to.equal(true);
      cancel.click();
      expect(cancel.checkVisibility(), "hidden again once cancelled").to.equal(false);
      expect(cancel.hasAttribute("style") && cancel.getAttribute("style")!.includes("display: none"), "hidden through CSSOM").to.equal(true);
    });
  });

  describe("posting with fetch", () => {
    it("posts the form to wp-comments-post.php and inserts the new comment under its parent, the form back home", async () => {
      const el = await commentReply();
      api = stubFetch(() => htmlResponse(acceptedPage()));
      const events = recordEvents(el);
      replyLink(el).click();
      fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
      submit(el);
      await until(() => events.some((event) => event.type === "x-comment-post"));
      expect(api.calls[0]!.url).to.equal(new URL("/wp-comments-post.php", location.href).href);
      expect(Object.fromEntries(api.calls[0]!.body)).to.deep.include({
        comment: "A reply.",
        author: "Bob",
        comment_parent: "1",
        comment_post_ID: "1",
      });
      const reply = byId(el, "comment-2");
      expect(reply.parentElement!.matches("#comment-1 > ol.children")).to.equal(true);
      expect(reply.textContent).to.include("A reply.");
      // Read inert: no script came along and no handler runs.
      expect([reply.querySelector("script"), reply.querySelector("[onclick]")]).to.deep.equal([null, null]);
      expect(document.activeElement).to.equal(reply);
      expect([field(el, "comment").value, field(el, "author").value, field(el, "comment_parent").value]).to.deep.equal(["", "Bob", "0"]);
      expect(events.at(-1)!.detail).to.deep.equal({ commentId: "2", parentId: "1", awaitingModeration: false });
      await until(() => announcement(el) === "Your comment was posted.");
      // The new comment's own Reply link works.
      replyLink(el, 2).click();
      expect(byId(el, "respond").previousElementSibling).to.equal(byId(el, "div-comment-2"));
    });

    it("reads the answer page under enforced Trusted Types, through the x-elements policy: nothing refused", async () => {
      const el = await commentReply();
      api = stubFetch(() => htmlResponse(acceptedPage()));
      const events = recordEvents(el);
      const trustedTypes = enforceTrustedTypes();
      try {
        replyLink(el).click();
        fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
        submit(el);
        await until(() => events.some((event) => event.type === "x-comment-post" || event.type === "x-comment-error"));
        expect(trustedTypes.refused).to.deep.equal([]);
        expect(byId(el, "comment-2").textContent).to.include("A reply.");
      } finally {
        trustedTypes.off();
      }
    });

    it("shows WordPress's refusal next to the form, keeping what was typed and where the form is", async () => {
      const el = await commentReply();
      api = stubFetch(() => htmlResponse(refusalPage(DUPLICATE), 409));
      const events = recordEvents(el);
      replyLink(el).click();
      fill(el, { comment: "Again.", author: "Bob", email: "bob@example.com" });
      submit(el);
      await until(() => events.some((event) => event.type === "x-comment-error"));
      const error = el.querySelector("#commentform > .comment-form-error")!;
      expect([error.getAttribute("role"), error.textContent]).to.deep.equal([
        "alert",
        "Duplicate comment detected; it looks as though you’ve already said that!",
      ]);
      expect(events.at(-1)!.detail).to.deep.equal({ message: error.textContent, status: 409 });
      expect([field(el, "comment").value, field(el, "author").value, field(el, "comment_parent").value]).to.deep.equal(["Again.", "Bob", "1"]);
      await expect(el).to.be.accessible();
    });

    it("offline: says so, keeps everything, and a retry posts", async () => {
      const el = await commentReply();
      const log = captureConsole();
      api = stubFetch(
        () => Promise.reject(new TypeError("Failed to fetch")),
        () => htmlResponse(acceptedPage()),
      );
      const events = recordEvents(el);
      try {
        fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
        submit(el);
        await until(() => events.some((event) => event.type === "x-comment-error"));
        expect(el.querySelector(".comment-form-error")!.textContent).to.equal("You are probably offline.");
        expect(field(el, "comment").value).to.equal("A reply.");
        submit(el);
        await until(() => events.some((event) => event.type === "x-comment-post"));
        expect(el.querySelector(".comment-form-error")).to.equal(null);
        expect(log.errors[0]).to.match(/^\[x-comment-reply\]/);
      } finally {
        log.restore();
      }
    });

    it("a server error without WordPress's message shows the failure message", async () => {
      const el = await commentReply();
      const log = captureConsole();
      api = stubFetch(() => htmlResponse("<h1>Bad gateway</h1>", 502));
      const events = recordEvents(el);
      try {
        fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
        submit(el);
        await until(() => events.some((event) => event.type === "x-comment-error"));
        expect(el.querySelector(".comment-form-error")!.textContent).to.equal("Your comment could not be posted. Please try again.");
      } finally {
        log.restore();
      }
    });

    for (const [what, answer] of [
      ["an empty answer (204)", () => new Response(null, { status: 204 })],
      ["JSON", () => new Response('{"status":"ok"}', { headers: { "Content-Type": "application/json" } })],
      ["a truncated body", () => htmlResponse("")],
    ] as const) {
      it(`${what} is no page from WordPress: the failure message shows and the comment stays`, async () => {
        const el = await commentReply();
        const log = captureConsole();
        api = stubFetch(answer);
        const events = recordEvents(el);
        try {
          fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
          submit(el);
          await until(() => events.some((event) => event.type === "x-comment-error"));
          expect(el.querySelector(".comment-form-error")!.textContent).to.equal("Your comment could not be posted. Please try again.");
          expect(field(el, "comment").value).to.equal("A reply.");
          expect(events.map((event) => event.type)).to.not.include("x-comment-post");
          expect(log.errors[0]).to.match(/^\[x-comment-reply\]/);
        } finally {
          log.restore();
        }
      });
    }

    it("sends once on a double click", async () => {
      const el = await commentReply();
      let answer: (response: Response) => void = () => {};
      api = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
      const events = recordEvents(el);
      fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
      submit(el);
      submit(el);
      await until(() => api!.calls.length === 1);
      answer(htmlResponse(acceptedPage()));
      await until(() => events.some((event) => event.type === "x-comment-post"));
      expect(api.calls).to.have.length(1);
    });

    it('with ajax="false" the browser posts the form', async () => {
      const el = await commentReply(SECTION.replace("<x-comment-reply>", '<x-comment-reply ajax="false">'));
      api = stubFetch(() => htmlResponse(""));
      fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
      let prevented: boolean | undefined;
      document.addEventListener("submit", (event) => ((prevented = event.defaultPrevented), event.preventDefault()), { once: true });
      submit(el);
      expect([prevented, api.calls.length]).to.deep.equal([false, 0]);
    });
  });
});
