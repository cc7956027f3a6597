import { expect, waitUntil } from "@open-wc/testing";
import { observeInView, watchedCount } from "./in-view";

describe("shared in-view observer", () => {
  let box: HTMLElement;
  beforeEach(() => {
    box = document.createElement("div");
    box.style.height = "10px";
    document.body.prepend(box);
  });
  afterEach(() => box.remove());

  it("answers every subscriber of one element, the one that comes later too, and keeps the others when one leaves", async () => {
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopFirst = observeInView(box, (inView) => first.push(inView));
    await waitUntil(() => first.length === 1, "the first subscriber gets the first answer");
    const stopSecond = observeInView(box, (inView) => second.push(inView));
    await waitUntil(() => second.length === 1, "a later subscriber gets the last answer");
    expect([first, second]).to.deep.equal([[true], [true]]);
    expect(watchedCount()).to.equal(1);

    stopFirst();
    expect(watchedCount()).to.equal(1);
    box.style.marginTop = "200vh"; // out of view
    await waitUntil(() => second.length === 2, "the remaining subscriber hears the change");
    expect(second).to.deep.equal([true, false]);
    expect(first).to.deep.equal([true]);
    stopSecond();
    expect(watchedCount()).to.equal(0);
  });

  it("a subscriber that leaves before the answer comes hears nothing", async () => {
    const heard: boolean[] = [];
    const other: boolean[] = [];
    observeInView(box, (inView) => other.push(inView));
    await waitUntil(() => other.length === 1);
    const stop = observeInView(box, (inView) => heard.push(inView));
    stop();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(heard).to.deep.equal([]);
  });
});
