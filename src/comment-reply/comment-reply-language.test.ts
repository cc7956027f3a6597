import { describeLanguages } from "../testing/languages";
import { announcement, byId, replyLink, SECTION } from "./test-helpers";

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
