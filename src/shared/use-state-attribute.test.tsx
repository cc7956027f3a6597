import { expect } from "@open-wc/testing";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { useStateAttribute } from "./use-state-attribute";

function Reflect({ host, value }: { host: HTMLElement; value: string | boolean | null }) {
  useStateAttribute(host, "state", value);
  return null;
}

describe("useStateAttribute", () => {
  it("writes a string as is, true as a bare attribute, and removes it for false and null", () => {
    const host = document.createElement("div");
    const root = createRoot(document.createElement("div"));
    const seen = ([true, "hidden", false, "locked", null] as const).map((value) => {
      flushSync(() => root.render(<Reflect host={host} value={value} />));
      return host.getAttribute("state");
    });
    root.unmount();
    expect(seen).to.deep.equal(["", "hidden", null, "locked", null]);
  });
});
