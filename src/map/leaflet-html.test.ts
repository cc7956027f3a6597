import { expect } from "@open-wc/testing";
import { setLeafletHTML } from "./leaflet-html";

const written = (html: unknown) => {
  const box = document.createElement("div");
  setLeafletHTML(box, html);
  return box;
};

describe("setLeafletHTML (Leaflet's innerHTML, as nodes)", () => {
  it("builds Leaflet's buttons and credits", () => {
    expect(written('<span aria-hidden="true">&#215;</span>').innerHTML).to.equal('<span aria-hidden="true">×</span>');
    expect(written('Tiles <span aria-hidden="true">|</span> <a href="https://leafletjs.com" title="Leaflet">Leaflet</a>').innerHTML).to.equal(
      'Tiles <span aria-hidden="true">|</span> <a title="Leaflet" href="https://leafletjs.com" rel="noopener">Leaflet</a>',
    );
    expect(written(" kept").innerHTML).to.equal(" kept");
  });

  it("builds SVG in the SVG namespace, with its drawing attributes", () => {
    const box = written(
      '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M1 1h2" fill="currentColor"/><circle cx="14" cy="14" r="5"/></svg>',
    );
    const svg = box.firstElementChild!;
    expect(svg.namespaceURI).to.equal("http://www.w3.org/2000/svg");
    expect(svg.getAttribute("viewBox")).to.equal("0 0 28 40");
    expect(svg.querySelector("path")!.getAttribute("d")).to.equal("M1 1h2");
    expect(svg.querySelector("circle")!.getAttribute("r")).to.equal("5");
  });

  it("never keeps a handler, a script, a javascript: link or an element it does not know", () => {
    const box = written(
      '<span onclick="alert(1)" class="a" style="color:red">one</span><svg onload="alert(2)"><a href="javascript:alert(3)">two</a></svg>' +
        '<img src="x" onerror="alert(4)"><script>alert(5)</script><a href="javascript:alert(6)">three</a><iframe srcdoc="x"></iframe>',
    );
    expect(box.innerHTML).to.equal('<span class="a">one</span><svg>two</svg><a>three</a>');
    expect(box.querySelectorAll("*").length).to.equal(3);
  });

  it("replaces what was there; null writes nothing, other values their string", () => {
    const box = written("<b>old</b>");
    setLeafletHTML(box, null);
    expect(box.childNodes.length).to.equal(0);
    setLeafletHTML(box, 42);
    expect(box.innerHTML).to.equal("42");
  });
});
