import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import {
  announcement,
  blockSection,
  byId,
  classicSection,
  commentReply,
  fill,
  postPage,
  recordEvents,
  replyLink,
  submit,
  wrapped,
  type XCommentReply,
} from "./test-helpers";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { field, until } from "../testing/forms";

/*
 * What WordPress's Discussion settings change, followed by a comment posted in place: the page after posting reads
 * as WordPress's redirect back to the post shows it (the answer the element fetched): the count heading, the new
 * comment where the theme lists it, a held comment with its note, the commenter's fields as the cookies fill them.
 */

const ADA = { id: 1, author: "Ada", text: "Hello from the first comment." };
const AWAITING = "Your comment is awaiting moderation.";
const PREVIEW = "Your comment is awaiting moderation. This is a preview; your comment will be visible after it has been approved.";

const words = (node: Element | null) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const ids = (el: Element, selector: string) => [...el.querySelectorAll(selector)].map((node) => node.id);

/** Types a comment as a visitor, sends it, and waits for the element's answer (posted or refused). */
async function post(el: XCommentReply, values: Record<string, string>) {
  const events = recordEvents(el);
  fill(el, values);
  submit(el);
  await until(() => events.some((event) => event.type === "x-comment-post" || event.type === "x-comment-error"), "an answer");
  return events.at(-1)!;
}

describe("x-comment-reply and the Discussion settings", () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
  });

  describe("the comment count heading", () => {
    it("reads as WordPress words it on the page it answers with: 2 comments in a classic theme", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA]));
      const bob = { id: 2, author: "Bob", text: "A second comment." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, bob]))));
      await post(el, { comment: "A second comment.", author: "Bob", email: "bob@example.com" });
      expect(words(el.querySelector(".comments-title"))).to.equal("2 comments");
      expect(el.querySelectorAll(".comments-title")).to.have.length(1);
      expect(ids(el, "ol.comment-list > li")).to.deep.equal(["comment-1", "comment-2"]);
    });

    it("reads as the core/comments-title block words it, the new comment in the block's own list: 2 responses to “Hello world!”", async () => {
      const el = await wrapped(blockSection("One response to “Hello world!”", [ADA]));
      const bob = { id: 2, author: "Bob", text: "A second comment." };
      api = stubFetch(() => htmlResponse(postPage(blockSection("2 responses to “Hello world!”", [ADA, bob]))));
      await post(el, { comment: "A second comment.", author: "Bob", email: "bob@example.com" });
      expect(words(el.querySelector(".wp-block-comments-title"))).to.equal("2 responses to “Hello world!”");
      expect(ids(el, "ol.wp-block-comment-template > li")).to.deep.equal(["comment-1", "comment-2"]);
      expect(el.querySelectorAll("ol"), "no list of its own beside the block's").to.have.length(1);
    });

    it("a block theme's reply goes into its parent's plain list, as core/comment-template nests replies", async () => {
      const el = await wrapped(blockSection("One response to “Hello world!”", [ADA]));
      const reply = { id: 2, author: "Bob", text: "A reply." };
      api = stubFetch(() => htmlResponse(postPage(blockSection("2 responses to “Hello world!”", [{ ...ADA, replies: [reply] }]))));
      replyLink(el).click();
      await post(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
      const nested = byId(el, "comment-2");
      expect(nested.parentElement!.matches("#comment-1 > ol:not([class])")).to.equal(true);
      expect(words(el.querySelector(".wp-block-comments-title"))).to.equal("2 responses to “Hello world!”");
    });

    for (const [theme, section, heading, list] of [
      ["a classic theme", classicSection, "1 comment", "ol.comment-list"],
      ["a block theme", blockSection, "One response to “Hello world!”", "ol.wp-block-comment-template"],
    ] as const) {
      it(`a post's first comment in ${theme}: the heading ("${heading}") and the list come where the theme prints them`, async () => {
        const el = await wrapped(section(null, []));
        expect([el.querySelector(".comments-title, .wp-block-comments-title"), el.querySelector(list)]).to.deep.equal([null, null]);
        const first = { id: 7, author: "Bob", text: "The first comment." };
        api = stubFetch(() => htmlResponse(postPage(section(heading, [first]))));
        await post(el, { comment: "The first comment.", author: "Bob", email: "bob@example.com" });
        const root = el.firstElementChild!;
        const order = [...root.children].map((child) => (child.id ? `#${child.id}` : `${child.localName}.${child.className}`));
        const expected = theme === "a classic theme" ? ["h2.comments-title", list, "#respond"] : ["h2.", "#comments", list, "#respond"];
        expect(order).to.deep.equal(expected);
        expect(words(root.querySelector(".comments-title, .wp-block-comments-title"))).to.equal(heading);
        expect(ids(el, `${list} > li`)).to.deep.equal(["comment-7"]);
        expect(document.activeElement).to.equal(byId(el, "comment-7"));
      });
    }

    it("newest first (Discussion: newer comments at the top): the new comment goes at the top, as the answer lists it", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA]));
      const newest = { id: 2, author: "Bob", text: "Newest first." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [newest, ADA]))));
      await post(el, { comment: "Newest first.", author: "Bob", email: "bob@example.com" });
      expect(ids(el, "ol.comment-list > li")).to.deep.equal(["comment-2", "comment-1"]);
    });
  });

  describe("a comment held for moderation", () => {
    for (const [how, note, cookies] of [
      ["to a visitor who consented to the cookies", AWAITING, { author: "Bob", email: "bob@example.com", consent: true }],
      ["to a visitor who did not (WordPress's ?unapproved= preview)", PREVIEW, {}],
    ] as const) {
      it(`shows in place with WordPress's note ${how}, uncounted, the note read out, the event saying so`, async () => {
        const el = await wrapped(classicSection("1 comment", [ADA]));
        const held = { id: 2, author: "Bob", text: "Held for moderation.", note };
        api = stubFetch(() => htmlResponse(postPage(classicSection("1 comment", [ADA, held], cookies))));
        const event = await post(el, { comment: "Held for moderation.", author: "Bob", email: "bob@example.com" });
        expect(words(byId(el, "comment-2").querySelector(".comment-awaiting-moderation"))).to.equal(note);
        expect(words(el.querySelector(".comments-title"))).to.equal("1 comment");
        expect(event.detail).to.deep.equal({ commentId: "2", parentId: "0", awaitingModeration: true });
        await until(() => announcement(el) === note, "the note read out");
        await expect(el).to.be.accessible();
      });
    }

    it("a second held comment without the cookies: the first goes, as WordPress's preview shows the latest one only", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA]));
      const first = { id: 2, author: "Bob", text: "Held once.", note: PREVIEW };
      const second = { id: 3, author: "Bob", text: "Held twice.", note: PREVIEW };
      api = stubFetch(
        () => htmlResponse(postPage(classicSection("1 comment", [ADA, first]))),
        () => htmlResponse(postPage(classicSection("1 comment", [ADA, second]))),
      );
      await post(el, { comment: "Held once.", author: "Bob", email: "bob@example.com" });
      expect(ids(el, "ol.comment-list > li")).to.deep.equal(["comment-1", "comment-2"]);
      await post(el, { comment: "Held twice.", author: "Bob", email: "bob@example.com" });
      expect(ids(el, "ol.comment-list > li")).to.deep.equal(["comment-1", "comment-3"]);
    });

    it("that WordPress does not show (no email to show it by): nothing is inserted, the form is emptied as after a reload", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA], { required: false }));
      api = stubFetch(() => htmlResponse(postPage(classicSection("1 comment", [ADA], { required: false }))));
      const event = await post(el, { comment: "Held, nameless.", author: "", email: "" });
      expect(event.detail).to.deep.equal({ commentId: "", parentId: "0", awaitingModeration: false });
      expect(ids(el, "ol.comment-list > li")).to.deep.equal(["comment-1"]);
      expect(field(el, "comment").value).to.equal("");
    });
  });

  describe("the cookies consent (show_comments_cookies_opt_in)", () => {
    it("ticked: sent as wp-comment-cookies-consent=yes; the fields stay filled and ticked, as WordPress fills them from its cookies", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA]));
      const bob = { id: 2, author: "Bob", text: "Remember me." };
      const answer = { author: "Bob", email: "bob@example.com", url: "https://bob.example/", consent: true };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, bob], answer))));
      (field(el, "wp-comment-cookies-consent") as HTMLInputElement).checked = true;
      await post(el, { comment: "Remember me.", author: "Bob", email: "bob@example.com", url: "https://bob.example/" });
      expect(api.calls[0]!.body.get("wp-comment-cookies-consent")).to.equal("yes");
      const values = ["author", "email", "url"].map((name) => field(el, name).value);
      expect([...values, (field(el, "wp-comment-cookies-consent") as HTMLInputElement).checked]).to.deep.equal([
        "Bob",
        "bob@example.com",
        "https://bob.example/",
        true,
      ]);
    });

    it("left unticked: not sent; the name, email and website are emptied, as WordPress (which removed its cookies) prints them", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA]));
      const bob = { id: 2, author: "Bob", text: "Forget me." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, bob], { consent: false }))));
      await post(el, { comment: "Forget me.", author: "Bob", email: "bob@example.com", url: "https://bob.example/" });
      expect(api.calls[0]!.body.has("wp-comment-cookies-consent")).to.equal(false);
      const values = ["author", "email", "url"].map((name) => field(el, name).value);
      expect([...values, (field(el, "wp-comment-cookies-consent") as HTMLInputElement).checked]).to.deep.equal(["", "", "", false]);
    });

    it("switched off (no checkbox): the fields are emptied after posting, as WordPress keeps no cookies without consent", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA], { consent: null }));
      expect(el.querySelector("#wp-comment-cookies-consent")).to.equal(null);
      const bob = { id: 2, author: "Bob", text: "No checkbox." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, bob], { consent: null }))));
      await post(el, { comment: "No checkbox.", author: "Bob", email: "bob@example.com" });
      expect(["author", "email"].map((name) => field(el, name).value)).to.deep.equal(["", ""]);
    });
  });

  describe("a logged-in visitor", () => {
    it("posts with WordPress's form for them (Logged in as …, no name or email), and the comment shows in place", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA], { loggedInAs: "author" }));
      expect([words(el.querySelector(".logged-in-as")).startsWith("Logged in as author."), el.querySelector("#author, #email")]).to.deep.equal([
        true,
        null,
      ]);
      const mine = { id: 2, author: "author", text: "Written while logged in." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, mine], { loggedInAs: "author" }))));
      const event = await post(el, { comment: "Written while logged in." });
      expect([...api.calls[0]!.body.keys()]).to.deep.equal(["comment", "submit", "comment_post_ID", "comment_parent"]);
      expect(event.detail).to.deep.equal({ commentId: "2", parentId: "0", awaitingModeration: false });
      expect(words(el.querySelector(".comments-title"))).to.equal("2 comments");
    });
  });

  describe("name and email (require_name_email)", () => {
    it("optional: a comment without them is sent as typed (empty), and WordPress's Anonymous comment shows in place", async () => {
      const el = await wrapped(classicSection("1 comment", [ADA], { required: false }));
      expect([...el.querySelectorAll("#commentform [required]")].map((control) => control.getAttribute("name"))).to.deep.equal(["comment"]);
      const anonymous = { id: 2, author: "Anonymous", text: "Nameless." };
      api = stubFetch(() => htmlResponse(postPage(classicSection("2 comments", [ADA, anonymous], { required: false }))));
      await post(el, { comment: "Nameless.", author: "", email: "" });
      expect([api.calls[0]!.body.get("author"), api.calls[0]!.body.get("email")]).to.deep.equal(["", ""]);
      expect(words(byId(el, "comment-2").querySelector(".fn"))).to.equal("Anonymous");
    });
  });

  describe("a section without a form", () => {
    for (const [why, markup] of [
      [
        "only logged-in users may comment (comment_registration)",
        classicSection("1 comment", [ADA]).replace(
          /<form[\s\S]*<\/form>/,
          '<p class="must-log-in">You must be <a href="/wp-login.php?redirect_to=%2F%3Fp%3D1">logged in</a> to post a comment.</p>',
        ),
      ],
      [
        "comments are closed",
        classicSection("1 comment", [ADA]).replace(/<div id="respond"[\s\S]*<\/div>/, '<p class="no-comments">Comments are closed.</p>'),
      ],
    ] as const) {
      it(`is WordPress's own when ${why}: shown as is, without a warning`, async () => {
        const log = captureConsole();
        try {
          const el = await commentReply(`<x-comment-reply>${markup}</x-comment-reply>`);
          expect(el.querySelector(".must-log-in, .no-comments")).to.not.equal(null);
          expect(log.warnings).to.deep.equal([]);
        } finally {
          log.restore();
        }
      });
    }

    it("and without anything of WordPress's: one warning", async () => {
      const log = captureConsole();
      try {
        await commentReply("<x-comment-reply><p>Nothing here.</p></x-comment-reply>");
        expect(log.warnings).to.have.length(1);
        expect(log.warnings[0]).to.match(/^\[x-comment-reply\] holds no WordPress comment form/);
      } finally {
        log.restore();
      }
    });
  });
});
