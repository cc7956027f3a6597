import { expect } from "@open-wc/testing";
import { contractTags, type AttributeLike } from "../testing/contract/declarations";

/**
 * What every element does with each address it is given (its declared use), and the rule that follows from it: an
 * endpoint, a script or a frame on a host the page does not allow is refused (its own origin, the origin of the
 * attribute's default, or a host of <meta name="x-elements-allowed-hosts"> in its head); a link or media is not.
 * Found by name, as in url-attributes.test.ts, so that a new address attribute is checked by being named like one.
 */
const ADDRESS_NAME = /(^|-)(href|src|url|poster|action|root|tiles|geocoder)$/;
const USES = ["link", "media", "endpoint", "script", "frame"];
const REACHING = ["endpoint", "script", "frame"];

type Spec = AttributeLike & { urlUse?: string };
const declared = contractTags.flatMap(({ tag, attributes }) => attributes.map(({ name, spec }) => ({ tag, name, spec: spec as Spec })));
const useOf = (tag: string, name: string) => declared.find((a) => a.tag === tag && a.name === name)?.spec.urlUse;

/** The path of an attribute's default (a URL template keeps its placeholders), on whichever host a test puts it. */
function pathOf(spec: Spec): string {
  const path = String(spec.default).replace(/^https?:\/\/[^/]+/i, "");
  return path === "" ? "/x" : path;
}

function withAllowedHosts<T>(content: string, run: () => T): T {
  const meta = Object.assign(document.createElement("meta"), { name: "x-elements-allowed-hosts", content });
  document.head.append(meta);
  try {
    return run();
  } finally {
    meta.remove();
  }
}

describe("what every element does with an address (urlUse)", () => {
  const addresses = declared.filter(({ name, spec }) => ADDRESS_NAME.test(name) && spec.kind === "string");
  const reaching = declared.filter(({ spec }) => spec.urlUse !== undefined && REACHING.includes(spec.urlUse));
  const notReaching = declared.filter(({ spec }) => spec.urlUse === "link" || spec.urlUse === "media");

  it("every attribute named like an address declares what the element does with it", () => {
    // A boolean named like one (x-video platform-poster) holds no address.
    expect(addresses.length, "address attributes found").to.be.greaterThan(0);
    for (const { tag, name, spec } of addresses) expect(USES, `${tag} ${name}`).to.include(spec.urlUse);
  });

  it("endpoints, scripts and frames are the ones the security rule names", () => {
    expect(reaching.map(({ tag, name, spec }) => `${tag} ${name}: ${spec.urlUse}`).sort()).to.deep.equal([
      "x-ai-search script-src: script",
      "x-comment-reply action: endpoint",
      "x-contact-form api-root: endpoint",
      "x-map geocoder: endpoint",
      "x-newsletter-form action: endpoint",
      "x-pdf viewer-url: frame",
      "x-rating ajax-url: endpoint",
      "x-rating-results ajax-url: endpoint",
      "x-slider source: endpoint",
    ]);
  });

  it("links and media are declared as such", () => {
    expect([
      useOf("x-cta", "href"),
      useOf("x-video", "src"),
      useOf("x-video", "poster"),
      useOf("x-map", "tiles"),
      useOf("x-pdf", "src"),
    ]).to.deep.equal(["link", "media", "media", "media", "media"]);
  });

  describe("an endpoint, a script or a frame", () => {
    it("on another host is refused, with a problem that names the host and the use", () => {
      const wording: Record<string, string> = { endpoint: "an endpoint", script: "a script", frame: "a frame" };
      for (const { tag, name, spec } of reaching) {
        const result = spec.parse(`https://evil.example${pathOf(spec)}`);
        expect(result.ok, `${tag} ${name}`).to.equal(false);
        const { problem } = result as { problem: string };
        expect(problem, `${tag} ${name}`).to.include(
          `is refused: ${wording[spec.urlUse!]} on evil.example, a host this page does not allow (allowed: this site, `,
        );
        expect(problem, `${tag} ${name}`).to.include('a host of <meta name="x-elements-allowed-hosts">)');
      }
    });

    it("on another host written protocol-relative (//evil.example/…) is refused too", () => {
      for (const { tag, name, spec } of reaching) {
        const result = spec.parse(`//evil.example${pathOf(spec)}`);
        expect(result.ok, `${tag} ${name}`).to.equal(false);
        expect((result as { problem: string }).problem, `${tag} ${name}`).to.include(" on evil.example, ");
      }
    });

    it("on the page's own origin is accepted, relative or absolute", () => {
      for (const { tag, name, spec } of reaching) {
        for (const address of [pathOf(spec), `${location.origin}${pathOf(spec)}`]) {
          expect(spec.parse(address), `${tag} ${name} ${address}`).to.deep.equal({ ok: true, value: address });
        }
      }
    });

    it("on a host of the head's <meta name=x-elements-allowed-hosts> is accepted, and refused again once it is gone", () => {
      for (const { tag, name, spec } of reaching) {
        const address = `https://api.example.com${pathOf(spec)}`;
        withAllowedHosts("api.example.com", () => expect(spec.parse(address), `${tag} ${name}`).to.deep.equal({ ok: true, value: address }));
        expect(spec.parse(address).ok, `${tag} ${name} without the meta`).to.equal(false);
      }
    });

    it("on an origin of that meta is accepted; the same host on another scheme is not", () => {
      for (const { tag, name, spec } of reaching) {
        withAllowedHosts("https://search.example.net", () => {
          expect(spec.parse(`https://search.example.net${pathOf(spec)}`).ok, `${tag} ${name} https`).to.equal(true);
          expect(spec.parse(`http://search.example.net${pathOf(spec)}`).ok, `${tag} ${name} http`).to.equal(false);
        });
      }
    });

    it("on a host of such a meta in the body is still refused", () => {
      const meta = Object.assign(document.createElement("meta"), { name: "x-elements-allowed-hosts", content: "evil.example" });
      document.body.append(meta);
      try {
        for (const { tag, name, spec } of reaching) expect(spec.parse(`https://evil.example${pathOf(spec)}`).ok, `${tag} ${name}`).to.equal(false);
      } finally {
        meta.remove();
      }
    });

    it("on the origin of the attribute's declared default is accepted, and that host is named as allowed", () => {
      const onAnotherHost = reaching.filter(({ spec }) => /^https?:\/\//i.test(String(spec.default)));
      expect(onAnotherHost.map(({ tag, name }) => `${tag} ${name}`).sort()).to.deep.equal(["x-ai-search script-src", "x-map geocoder"]);
      for (const { tag, name, spec } of onAnotherHost) {
        const { origin, host } = new URL(String(spec.default));
        expect(spec.parse(String(spec.default)), `${tag} ${name} default`).to.deep.equal({ ok: true, value: spec.default });
        const other = `${origin}/another${pathOf(spec)}`;
        expect(spec.parse(other), `${tag} ${name} ${other}`).to.deep.equal({ ok: true, value: other });
        const refused = spec.parse(`https://evil.example${pathOf(spec)}`) as { problem: string };
        expect(refused.problem, `${tag} ${name}`).to.include(`(allowed: this site, ${host}, a host of <meta name="x-elements-allowed-hosts">)`);
      }
    });

    it("the two defaults on another host are the AI search provider's script and OpenStreetMap's geocoder", () => {
      const refused = (tag: string, name: string) =>
        (declared.find((a) => a.tag === tag && a.name === name)!.spec.parse("https://evil.example/{query}") as { problem: string }).problem;
      expect(refused("x-ai-search", "script-src")).to.equal(
        'is refused: a script on evil.example, a host this page does not allow (allowed: this site, cdn.customgpt.ai, a host of <meta name="x-elements-allowed-hosts">)',
      );
      expect(refused("x-map", "geocoder")).to.equal(
        'is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, nominatim.openstreetmap.org, a host of <meta name="x-elements-allowed-hosts">)',
      );
    });
  });

  describe("a link or media", () => {
    it("is not checked against the page's hosts: an address on another host is accepted", () => {
      expect(notReaching.length, "links and media found").to.be.greaterThan(0);
      for (const { tag, name, spec } of notReaching) {
        const address = `https://images.example.org${pathOf(spec)}`;
        expect(spec.parse(address), `${tag} ${name}`).to.deep.equal({ ok: true, value: address });
      }
    });

    it("an off-site https image is accepted as x-video's poster", () => {
      const poster = declared.find((a) => a.tag === "x-video" && a.name === "poster")!.spec;
      expect(poster.parse("https://images.example.org/poster.jpg")).to.deep.equal({ ok: true, value: "https://images.example.org/poster.jpg" });
    });
  });
});
