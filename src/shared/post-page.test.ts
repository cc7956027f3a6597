import { expect } from "@open-wc/testing";
import { inertCopy } from "./post-page";

/** Server or page markup copied into the page: what may come along, and what may not. */
describe("inertCopy", () => {
  const copied = (html: string) => {
    const holder = document.createElement("div");
    holder.append(inertCopy(new DOMParser().parseFromString(`<div>${html}</div>`, "text/html").body.firstElementChild!));
    return holder.innerHTML;
  };

  it("keeps text, links and emphasis as they are", () => {
    const html =
      '<p>Thanks, <strong>subscribed</strong>! <a href="/privacy">Privacy</a> <a href="mailto:us@example.org">Mail us</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p>';
    expect(copied(html)).to.equal(html);
  });

  it("drops what runs, frames or re-bases the page", () => {
    expect(copied('<script>alert(1)</script><iframe src="/x"></iframe><base href="https://evil.example/"><style>*{}</style>ok')).to.equal("ok");
  });

  it("drops every attribute that would run a script, however it is written, on any tag", () => {
    const result = copied(
      [
        '<a href=" JaVa&#9;ScRiPt:alert(1)">a</a>',
        '<img src="x" onerror="alert(2)">',
        '<svg><a xlink:href="javascript:alert(3)"><text>b</text></a><animate attributeName="href" to="javascript:alert(4)"></animate></svg>',
        '<a href="data:text/html,<script>alert(5)</script>">c</a>',
        '<iframe srcdoc="<script>alert(6)</script>"></iframe>',
      ].join(""),
    );
    expect(result).to.not.match(/javascript|onerror|data:text|srcdoc|alert/i);
    expect(result).to.include(">a</a>").and.include(">c</a>");
  });
});
