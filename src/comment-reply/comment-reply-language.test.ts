import { expect, fixture } from "@open-wc/testing";
import { loadCatalogue } from "../shared/texts/catalogues";
import { captureConsole } from "../testing/console";
import { describeLanguages } from "../testing/languages";
import { announcement, byId, fill, replyLink, SECTION, submit, type XCommentReply } from "./test-helpers";
import { stubFetch } from "../testing/fetch";
import { field, until } from "../testing/forms";

describeLanguages("x-comment-reply (what a cancelled reply reads out)", {
  markup: (attributes) => SECTION.replace("<x-comment-reply", `<x-comment-reply ${attributes}`),
  act: (el) => {
    replyLink(el).click();
    byId(el, "cancel-comment-reply-link").click();
  },
  texts: (el) => [announcement(el)],
  en: ["Reply cancelled."],
  pl: ["Anulowano odpowiedź."],
  ar: ["أُلغي الرد."],
  override: { attributes: 'cancelled-message="Odpowiedź anulowana."', texts: ["Odpowiedź anulowana."] },
});

describe("x-comment-reply's words for a comment that got no answer, in the language of its text", () => {
  for (const [lang, message] of [
    ["de", "Sie sind wahrscheinlich offline."],
    ["ar", "يبدو أنك غير متصل بالإنترنت."],
    ["ja", "You are probably offline."],
  ] as const) {
    it(`${lang}: "${message}", and what was typed is kept`, async () => {
      const api = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
      const log = captureConsole();
      try {
        await loadCatalogue(lang);
        const block = await fixture<HTMLElement>(`<div lang="${lang}">${SECTION}</div>`);
        const el = block.firstElementChild as XCommentReply;
        await el.updateComplete;
        fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
        submit(el);
        await until(() => el.querySelector(".comment-form-error") !== null);
        expect(el.querySelector(".comment-form-error")!.textContent).to.equal(message);
        expect(field(el, "comment").value).to.equal("A reply.");
      } finally {
        api.restore();
        log.restore();
      }
    });
  }
});
