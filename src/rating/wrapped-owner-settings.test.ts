import { expect, waitUntil } from "@open-wc/testing";
import Cookies from "js-cookie";
import { stubFetch } from "../testing/fetch";
import "../../elements/x-rating";
import { COOKIE_NAME } from "./cookie";
import { part } from "../testing/parts";
import { reply, stars } from "./test-helpers";

type XRating = HTMLElementTagNameMap["x-rating"];

/**
 * Rate My Post's widget as it prints it with the owner's settings (its rating-widget.php, feedback-widget.php and
 * social-widget.php): their texts, the stars' texts, the results line, and the sections the owner turned on.
 */
const WIDGET = `<div class="rmp-widgets-container" data-post-id="6">
  <div class="rmp-rating-widget" role="group">
    <p class="rmp-heading rmp-heading--title">Was this guide any good?</p>
    <ul class="rmp-rating-widget__icons-list" role="radiogroup">
      <li data-descriptive-rating="Awful" data-value="1"></li><li data-descriptive-rating="Meh" data-value="2"></li>
      <li data-descriptive-rating="Fine" data-value="3"></li><li data-descriptive-rating="Rather good" data-value="4"></li>
      <li data-descriptive-rating="Superb" data-value="5"></li>
    </ul>
    <p class="rmp-rating-widget__results">Scored <span class="js-rmp-avg-rating">4.3</span> out of 5 by <span class="js-rmp-vote-count">12</span> readers</p>
  </div>
  <div class="rmp-social-widget"><p class="rmp-heading rmp-heading--title">Glad it helped!</p><p class="rmp-heading rmp-heading--subtitle">Find us here:</p>
    <div class="rmp-social-widget__icons-container"><a href="https://www.facebook.com/our-page" class="rmp-icon rmp-icon--facebook rmp-icon--social"></a><a href="https://www.youtube.com/@us" class="rmp-icon rmp-icon--youtube-square rmp-icon--social"></a></div></div>
  <div class="rmp-feedback-widget"><p class="rmp-heading rmp-heading--title">Sorry this guide let you down.</p><p class="rmp-heading rmp-heading--subtitle">Help us fix it.</p>
    <div class="rmp-feedback-widget__container"><p class="rmp-feedback-widget__text">What should we change?</p><textarea></textarea><button type="button" class="rmp-feedback-widget__btn">Send it</button></div></div>
</div>`;

const VOTE = { voteCount: 13, avgRating: 4.2, errorMsg: [], token: "e62a80a17ff7053e30b87500d7f38e82", id: 13 };

async function wrapped(attributes: Record<string, string>): Promise<XRating> {
  const el = document.createElement("x-rating") as XRating;
  for (const [name, value] of Object.entries({ "post-id": "6", "avg-rating": "4.3", "vote-count": "12", ...attributes }))
    el.setAttribute(name, value);
  el.innerHTML = WIDGET;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const text = (el: Element, name: string) => part(el, name)?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("x-rating wrapping Rate My Post's widget, with the owner's settings", () => {
  let fetch: ReturnType<typeof stubFetch>;
  let el: XRating | null = null;
  beforeEach(() => {
    Cookies.remove(COOKIE_NAME);
    fetch = stubFetch(() => reply(VOTE));
  });
  afterEach(() => {
    el?.remove();
    fetch.restore();
    Cookies.remove(COOKIE_NAME);
  });

  it("words the results line as the widget printed it, with the numbers in their parts", async () => {
    el = await wrapped({});
    expect(text(el, "summary")).to.equal("Scored 4.3 out of 5 by 12 readers");
    expect(text(el, "average")).to.equal("4.3");
  });

  it("gives the stars the owner's texts (their names, and the hover text)", async () => {
    el = await wrapped({ "hover-texts": "" });
    expect(stars(el).map((star) => star.getAttribute("aria-label"))).to.deep.equal([
      "1 / 5: Awful",
      "2 / 5: Meh",
      "3 / 5: Fine",
      "4 / 5: Rather good",
      "5 / 5: Superb",
    ]);
    stars(el)[3]!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, composed: true }));
    await waitUntil(() => text(el!, "hover-text") === "Rather good", "the hover text");
  });

  it('show-rating=false (Rate My Post\'s "Do not show average rating"): no average, no vote count, no highlighted average', async () => {
    el = await wrapped({ "show-rating": "false" });
    expect(part(el, "summary")).to.equal(null);
    expect(stars(el).map((star) => star.dataset["fill"])).to.deep.equal(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("after a negative rating, shows the feedback section with the owner's headings, question and button", async () => {
    el = await wrapped({ feedback: "", "positive-threshold": "3" });
    stars(el)[2]!.click();
    await waitUntil(() => part(el!, "feedback"), "the feedback box");
    const box = part(el, "feedback")!;
    expect(box.textContent!.replace(/\s+/g, " ").trim()).to.match(/^Sorry this guide let you down\.Help us fix it\./);
    expect(box.querySelector("label")!.textContent).to.equal("What should we change?");
    expect(text(el, "feedback-button")).to.equal("Send it");
    expect(fetch.calls).to.have.length(1);
  });

  it("after a positive rating, shows the owner's social section with their own links (not share links)", async () => {
    el = await wrapped({ social: "", "positive-threshold": "3" });
    stars(el)[4]!.click();
    await waitUntil(() => part(el!, "social"), "the social section");
    const social = part(el, "social")!;
    expect([...social.querySelectorAll("p")].map((p) => p.textContent)).to.deep.equal(["Glad it helped!", "Find us here:"]);
    expect([...social.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).to.deep.equal([
      ["Facebook", "https://www.facebook.com/our-page"],
      ["YouTube", "https://www.youtube.com/@us"],
    ]);
    expect(social.getAttribute("aria-label")).to.equal("Glad it helped!");
  });

  it("shows no link of the wrapped social section that is no web address", async () => {
    el = document.createElement("x-rating") as XRating;
    el.setAttribute("post-id", "6");
    el.setAttribute("social", "");
    el.innerHTML = `<div class="rmp-social-widget"><p class="rmp-heading rmp-heading--title">Follow</p><a href="javascript:alert(1)" class="rmp-icon rmp-icon--facebook"></a><a href="https://x.example/us" class="rmp-icon rmp-icon--twitter"></a></div>`;
    document.body.append(el);
    await el.updateComplete;
    stars(el)[4]!.click();
    await waitUntil(() => part(el!, "social"), "the social section");
    expect([...part(el, "social")!.querySelectorAll("a")].map((link) => link.getAttribute("href"))).to.deep.equal(["https://x.example/us"]);
  });
});
