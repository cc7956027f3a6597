import { expect, fixture, waitUntil } from "@open-wc/testing";
import "../../elements/x-video";
import { describeLanguages } from "../testing/languages";
import { CLIP } from "./test-helpers";

describeLanguages("x-video", {
  markup: (attributes) => `<x-video src="${CLIP}" ${attributes}><a href="${CLIP}">Download</a></x-video>`,
  texts: (el) => [el.shadowRoot!.querySelector('[part="play"]')?.getAttribute("aria-label")],
  en: ["Play video"],
  pl: ["Odtwórz wideo"],
  ar: ["تشغيل الفيديو"],
  override: { attributes: 'play-label="Odtwórz zwiastun"', texts: ["Odtwórz zwiastun"] },
});

describe("x-video's player controls in the language of its text", () => {
  const controls = (el: HTMLElement) =>
    [".vjs-play-control", ".vjs-mute-control", ".vjs-fullscreen-control"].map((selector) =>
      el.shadowRoot!.querySelector(`${selector} .vjs-control-text`)?.textContent?.trim(),
    );

  const clip = (lang: string) =>
    `<div lang="${lang}"><x-video preload="metadata"><video controls preload="none"><source src="${CLIP}" type="video/webm"></video></x-video></div>`;

  it("speaks the page's language (video.js's own translation), and follows a lang changed at run time", async () => {
    const wrapper = await fixture<HTMLElement>(clip("de"));
    const el = wrapper.firstElementChild as HTMLElement;
    await waitUntil(() => el.matches(":state(loaded)"), "player loaded", { timeout: 8000 });
    expect(controls(el)).to.deep.equal(["Wiedergabe", "Stumm schalten", "Vollbild"]);
    wrapper.setAttribute("lang", "ar");
    await waitUntil(() => controls(el)[0] === "تشغيل", `Arabic: ${controls(el).join(", ")}`, { timeout: 4000 });
    expect(controls(el)).to.deep.equal(["تشغيل", "كتم", "ملء الشاشة"]);
  });

  it("stays in video.js's English on a page in a language the elements do not speak", async () => {
    const wrapper = await fixture<HTMLElement>(clip("ja"));
    const el = wrapper.firstElementChild as HTMLElement;
    await waitUntil(() => el.matches(":state(loaded)"), "player loaded", { timeout: 8000 });
    expect(controls(el)).to.deep.equal(["Play", "Mute", "Fullscreen"]);
  });
});
