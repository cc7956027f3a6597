import { expect, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import { enforceTrustedTypesOnPage } from "../testing/trusted-types";
import { SAMPLE } from "./test-helpers";
import { parts } from "../testing/parts";

type XPdf = HTMLElementTagNameMap["x-pdf"];

describe("x-pdf's built-in viewer on a page enforcing Trusted Types", () => {
  let page: ReturnType<typeof enforceTrustedTypesOnPage>;
  before(() => (page = enforceTrustedTypesOnPage()));
  after(() => page.stop());
  afterEach(() => sinon.restore());

  it("renders in a worker of its own, ended with the document, and nothing is refused", async () => {
    const started: string[] = [];
    let ended = 0;
    // Recorded: pdf.js's own new Worker(string) would be refused here, and it would draw on the main thread instead.
    class RecordedWorker extends Worker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(String(url));
      }
      override terminate(): void {
        ended += 1;
        super.terminate();
      }
    }
    sinon.stub(window, "Worker").value(RecordedWorker);
    await import("../../elements/x-pdf");
    const el = document.createElement("x-pdf") as XPdf;
    el.setAttribute("src", SAMPLE);
    el.setAttribute("viewer", "built-in");
    document.body.append(el);
    await waitUntil(() => el.matches(":state(ready)"), "document shown", { timeout: 4000 });
    await waitUntil(() => parts(el, "page")[0]!.hasAttribute("data-drawn"), "first page drawn", { timeout: 4000 });
    expect(parts(el, "page")[0]!.querySelector(".textLayer")!.textContent).to.contain("Field guide to the demo");
    expect(started).to.have.length(1);
    expect(started[0]).to.match(/pdf\.worker\.min\.mjs/);
    el.remove();
    await waitUntil(() => ended === 1, "worker ended");
    expect(page.violations).to.deep.equal([]);
  });
});
