import { expect, fixture, html } from "@open-wc/testing";
import { createRoot } from "react-dom/client";
import { version } from "react-dom";
import { captureConsole } from "../testing/console";
import { defineTest } from "../testing/define-test";
import { findListeningMark, learnListeningMark } from "./react-listening";

// A page of its own (each test file is one): the mark is learnt here, before any element creates the shared root.
describe("bridge: React's listening mark", () => {
  it("is found on a root's container under the React it was written for, and under no other", () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    try {
      expect(findListeningMark(container, version)).to.match(/^_reactListening/);
      expect(findListeningMark(container, "20.0.0")).to.equal(undefined);
      expect(findListeningMark(document.createElement("div"), version)).to.equal(undefined);
    } finally {
      root.unmount();
    }
  });

  it("when missing, warns once in development, and every element still handles its very first event", async () => {
    const log = captureConsole();
    try {
      learnListeningMark(document.createElement("div"), "20.0.0");
      learnListeningMark(document.createElement("div"), "20.0.0");
      expect(log.warnings).to.deep.equal([
        "[x-elements] React 20.0.0: its listening mark was not found; React's event listeners are added to every element at once (slower)",
      ]);
      const clicks: string[] = [];
      const Clickable = () => <button onClick={() => clicks.push("click")}>use me</button>;
      defineTest({ tag: "x-unmarked", component: Clickable, attributes: {}, events: {}, styles: "" });
      const el = await fixture<HTMLElement & { updateComplete: Promise<void> }>(html`<x-unmarked></x-unmarked>`);
      await el.updateComplete;
      el.shadowRoot!.querySelector("button")!.click();
      expect(clicks).to.deep.equal(["click"]);
      expect(log.warnings).to.have.length(1);
    } finally {
      log.restore();
    }
  });
});
