import { expect, fixture } from "@open-wc/testing";
import { loadCatalogue } from "../shared/texts/catalogues";
import { captureConsole } from "../testing/console";
import { mc4wpMarkup, recordEvents, submit, type, type XNewsletterForm } from "./test-helpers";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { until } from "../testing/forms";

/** The message a newsletter form in a block of `lang` shows when the server fails. */
async function failureIn(
  lang: string,
  attributes = "",
  answer: () => Response | Promise<Response> = () => htmlResponse("<h1>Bad gateway</h1>", 502),
): Promise<string | null> {
  // The language's texts are here before the form renders, as the page's language loads with the element's code.
  await loadCatalogue(lang);
  const block = await fixture<HTMLDivElement>(`<div lang="${lang}"><x-newsletter-form ${attributes}>${mc4wpMarkup()}</x-newsletter-form></div>`);
  const el = block.firstElementChild as XNewsletterForm;
  await el.updateComplete;
  const api = stubFetch(answer);
  const log = captureConsole();
  const events = recordEvents(el);
  try {
    type(el, "EMAIL", "ada@example.com");
    submit(el);
    await until(() => events.names.includes("error"));
    return el.querySelector(".mc4wp-response")!.textContent!.trim();
  } finally {
    api.restore();
    log.restore();
  }
}

describe("x-newsletter-form's failure message in the language of its text", () => {
  it("is English, Polish or Arabic by the page's lang, and English for a language the elements do not speak", async () => {
    expect(await failureIn("en")).to.equal("Oops. Something went wrong. Please try again later.");
    expect(await failureIn("pl")).to.equal("Ups! Coś poszło nie tak. Spróbuj ponownie później.");
    expect(await failureIn("ar")).to.equal("عذرًا، حدث خطأ ما. يُرجى المحاولة لاحقًا.");
    expect(await failureIn("ja")).to.equal("Oops. Something went wrong. Please try again later.");
  });

  it("is the error-message attribute's over the language's", async () => {
    expect(await failureIn("pl", 'error-message="Spróbuj później."')).to.equal("Spróbuj później.");
  });
});

describe("x-newsletter-form's words for a sign-up that got no answer, in the language of its text", () => {
  it("say the visitor is probably offline in German, Arabic, and English for a language the elements do not speak", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await failureIn("de", "", offline)).to.equal("Sie sind wahrscheinlich offline.");
    expect(await failureIn("ar", "", offline)).to.equal("يبدو أنك غير متصل بالإنترنت.");
    expect(await failureIn("ja", "", offline)).to.equal("You are probably offline.");
  });
});
