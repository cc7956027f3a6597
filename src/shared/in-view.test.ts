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
    const stopOther = observeInView(box, (inView) => other.push(inView));
    await waitUntil(() => other.length === 1);
    const stop = observeInView(box, (inView) => heard.push(inView));
    stop();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(heard).to.deep.equal([]);
    stopOther();
  });
});

describe("shared in-view observer with a threshold", () => {
  it("counts an element in view only once the share of it that shows reaches the threshold", async () => {
    const box = document.createElement("div");
    box.style.cssText = "height: 100px; position: fixed; left: 0; width: 10px";
    box.style.top = "calc(100vh - 10px)"; // 10 px of 100 showing
    document.body.append(box);
    const answers: boolean[] = [];
    const anyPixel: boolean[] = [];
    const stop = observeInView(box, (inView) => answers.push(inView), { threshold: 0.15 });
    const stopAny = observeInView(box, (inView) => anyPixel.push(inView));
    await waitUntil(() => answers.length === 1 && anyPixel.length === 1);
    expect([answers, anyPixel]).to.deep.equal([[false], [true]]);
    expect(watchedCount()).to.equal(2); // one element, watched by two observers
    box.style.top = "calc(100vh - 20px)"; // 20 px of 100
    await waitUntil(() => answers.length === 2, "the threshold is reached");
    expect(answers).to.deep.equal([false, true]);
    stop();
    stopAny();
    box.remove();
    expect(watchedCount()).to.equal(0);
  });
});
