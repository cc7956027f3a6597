import { expect } from "@open-wc/testing";
import { installFakeTimers } from "./fake-clock";

const browserSetTimeout = globalThis.setTimeout;

describe("installFakeTimers", () => {
  it("installs sinon's fake timers, left installed here as a test that times out leaves them", () => {
    installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    expect(globalThis.setTimeout).not.to.equal(browserSetTimeout);
  });

  it("gives the next test the browser's timers again", async () => {
    expect(globalThis.setTimeout).to.equal(browserSetTimeout);
    await new Promise((resolve) => setTimeout(resolve));
  });
});
