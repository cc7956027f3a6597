import { expect } from "@open-wc/testing";
import { stubFetch } from "../testing/fetch";
import "../../elements/x-rating";
import "../../elements/x-rating-results";
import { RATE_MY_POST_CSS, RATING_WIDGET, RESULTS_WIDGET } from "./recorded-rate-my-post";
import { part } from "../testing/parts";

/**
 * A post's column on a phone (320 px, the theme's 18 px text at 1.4: the no-votes text on two lines) with Rate My Post's stylesheet, holding a
 * wrapped widget and a paragraph after it.
 */
function column(tag: "x-rating" | "x-rating-results", attributes: string, widget: string) {
  const page = document.createElement("div");
  // WordPress's global styles give paragraphs text-wrap: pretty (it moves "rate" to the no-votes text's second line).
  page.innerHTML = `<style>${RATE_MY_POST_CSS} p { text-wrap: pretty }</style>
    <div style="width: 320px; font: 18px/1.4 sans-serif">
      <p>Before the widget.</p>
      <${tag} ${attributes}>${widget}</${tag}>
      <p class="after">After the widget.</p>
    </div>`;
  document.body.append(page);
  const host = page.querySelector<HTMLElement & { updateComplete: Promise<void> }>(tag)!;
  return { page, host, after: page.querySelector(".after")! };
}

const size = (rect: DOMRect) => [Math.round(rect.width), Math.round(rect.height)];

/** The box of a node's text (what the browser reports as a text paint), not of its element. */
function textBox(node: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

describe("x-rating and x-rating-results keep the box of Rate My Post's widget they wrap", () => {
  let page: HTMLElement | undefined;
  let fetch: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetch = stubFetch(() => {
      throw new TypeError("no request expected");
    });
  });
  afterEach(() => {
    page?.remove();
    fetch.restore();
  });

  it("x-rating: the same height and place, the no-votes text no larger, the title at its size", async () => {
    const made = column("x-rating", 'post-id="6" feedback', RATING_WIDGET);
    page = made.page;
    // The server's markup, as the page shows it until the element's first render.
    const before = made.host.getBoundingClientRect();
    const afterTop = made.after.getBoundingClientRect().top;
    const noVotes = textBox(made.host.querySelector(".rmp-rating-widget__not-rated")!);
    const titleSize = getComputedStyle(made.host.querySelector(".rmp-heading--title")!).fontSize;
    expect(size(before)).to.deep.equal([320, 204]);

    await made.host.updateComplete;
    expect(made.host.matches(":state(rendered)")).to.equal(true);
    expect(size(made.host.getBoundingClientRect())).to.deep.equal(size(before));
    expect(made.host.getBoundingClientRect().top).to.equal(before.top);
    expect(made.after.getBoundingClientRect().top).to.equal(afterTop);
    const summary = part(made.host, "summary")!;
    expect(summary.textContent).to.equal("No votes so far! Be the first to rate this post.");
    expect(size(textBox(summary))).to.deep.equal(size(noVotes));
    expect(getComputedStyle(part(made.host, "title")!).fontSize).to.equal(titleSize);
  });

  it("x-rating-results: the same height and place, and the widget's '0 (0)' without votes, no added message", async () => {
    const made = column("x-rating-results", 'post-id="6"', RESULTS_WIDGET);
    page = made.page;
    const before = made.host.getBoundingClientRect();
    const afterTop = made.after.getBoundingClientRect().top;
    expect(size(before)).to.deep.equal([320, 32]);

    await made.host.updateComplete;
    expect(made.host.matches(":state(rendered)")).to.equal(true);
    expect(size(made.host.getBoundingClientRect())).to.deep.equal(size(before));
    expect(made.after.getBoundingClientRect().top).to.equal(afterTop);
    expect(part(made.host, "summary")!.textContent).to.equal("0 (0)");
  });
});
