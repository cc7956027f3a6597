import { expect } from "@open-wc/testing";
import { pageAllowedHosts, refusedHost } from "./allowed-hosts";

/**
 * A page at https://site.example/blog/post/ as the browser parses it: what is written before <body> is its head,
 * what comes after is its body (where a CMS's authors write).
 */
function page(head = "", body = ""): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><base href="https://site.example/blog/post/">${head}</head><body>${body}</body></html>`,
    "text/html",
  );
}

const allowing = (content: string) => `<meta name="x-elements-allowed-hosts" content="${content}">`;

describe("the hosts a page allows (allowed-hosts)", () => {
  describe("the page's own origin", () => {
    it("allows relative addresses: a path, a path below the page, a query", () => {
      const doc = page();
      for (const address of ["/wp-json/", "wp-json/", "../feed/", "?rest_route=/", "/wp-admin/admin-ajax.php"]) {
        expect(refusedHost(address, [], doc), address).to.equal(null);
      }
    });

    it("allows an absolute address on the same origin, however its scheme and host are cased", () => {
      const doc = page();
      for (const address of ["https://site.example/wp-json/", "HTTPS://Site.Example/wp-json/", "https://site.example:443/x"]) {
        expect(refusedHost(address, [], doc), address).to.equal(null);
      }
    });

    it("refuses the same host on another scheme or port: another origin", () => {
      const doc = page();
      expect(refusedHost("http://site.example/wp-json/", [], doc)).to.equal("site.example");
      expect(refusedHost("https://site.example:8443/wp-json/", [], doc)).to.equal("site.example:8443");
    });

    it("reads the real page's own origin by default (no document given)", () => {
      expect(refusedHost("/wp-json/", [])).to.equal(null);
      expect(refusedHost(`${location.origin}/wp-json/`, [])).to.equal(null);
      expect(refusedHost("https://evil.example/wp-json/", [])).to.equal("evil.example");
    });
  });

  describe("a <base> in the body (markup an author might write)", () => {
    it("does not make its host the page's own: the page's origin stays its own", () => {
      const frame = document.createElement("iframe");
      document.body.append(frame);
      try {
        const doc = frame.contentDocument!;
        doc.body.innerHTML = '<base href="https://evil.example/">';
        expect(refusedHost("https://evil.example/x", [], doc)).to.equal("evil.example");
        expect(refusedHost(`${location.origin}/wp-json/`, [], doc)).to.equal(null);
      } finally {
        frame.remove();
      }
    });
  });

  describe("entries written as a URL writes them", () => {
    it("an origin with its default port, a Unicode host and an upper-case host match; an entry with a path is ignored", () => {
      const doc = page(allowing("https://api.example:443 münchen.example SEARCH.Example https://paths.example/only/here"));
      expect(pageAllowedHosts(doc)).to.deep.equal(["https://api.example", "xn--mnchen-3ya.example", "search.example"]);
      expect(refusedHost("https://api.example/wp-json/", [], doc)).to.equal(null);
      expect(refusedHost("https://münchen.example/x", [], doc)).to.equal(null);
      expect(refusedHost("https://search.example/sge.js", [], doc)).to.equal(null);
      expect(refusedHost("https://paths.example/only/here/x", [], doc)).to.equal("paths.example");
    });
  });

  describe("another host", () => {
    it("refuses an absolute address on another host, naming the host", () => {
      expect(refusedHost("https://evil.example/x", [], page())).to.equal("evil.example");
    });

    it("refuses a protocol-relative address //evil.example/x (it leaves the page's host)", () => {
      expect(refusedHost("//evil.example/x", [], page())).to.equal("evil.example");
    });

    it("refuses another host however the address hides it: backslashes, spaces, tabs, case, a user name before @", () => {
      const doc = page();
      for (const address of [
        "\\\\evil.example/x",
        "/\\evil.example/x",
        "  https://evil.example/x",
        "https://evil.example/x\t",
        "ht\ttps://evil.example/x",
        "HTTPS://EVIL.EXAMPLE/x",
        "https://site.example@evil.example/x",
      ]) {
        expect(refusedHost(address, [], doc), JSON.stringify(address)).to.equal("evil.example");
      }
    });

    it("names the port of a refused host that has one", () => {
      expect(refusedHost("https://evil.example:8080/x", [], page())).to.equal("evil.example:8080");
    });
  });

  describe("the attribute's declared default", () => {
    it("allows the origin of the default: another address on the AI search provider's script host", () => {
      const doc = page();
      const defaults = ["https://cdn.customgpt.ai/js/sge.js"];
      expect(refusedHost("https://cdn.customgpt.ai/js/sge.js", defaults, doc)).to.equal(null);
      expect(refusedHost("https://cdn.customgpt.ai/js/other.js", defaults, doc)).to.equal(null);
    });

    it("allows the default's origin only: another scheme or a sub-domain of it is refused", () => {
      const doc = page();
      const defaults = ["https://cdn.customgpt.ai/js/sge.js"];
      expect(refusedHost("http://cdn.customgpt.ai/js/sge.js", defaults, doc)).to.equal("cdn.customgpt.ai");
      expect(refusedHost("https://evil.cdn.customgpt.ai/js/sge.js", defaults, doc)).to.equal("evil.cdn.customgpt.ai");
      expect(refusedHost("https://evil.example/js/sge.js", defaults, doc)).to.equal("evil.example");
    });

    it("an empty default (the element's own fallback) allows nothing more than the page's origin", () => {
      expect(refusedHost("https://evil.example/x", [""], page())).to.equal("evil.example");
    });
  });

  describe('<meta name="x-elements-allowed-hosts"> in the head', () => {
    it("a host entry allows that host on any scheme", () => {
      const doc = page(allowing("api.example.com"));
      expect(refusedHost("https://api.example.com/wp-json/", [], doc)).to.equal(null);
      expect(refusedHost("http://api.example.com/wp-json/", [], doc)).to.equal(null);
      expect(refusedHost("https://other.example.com/wp-json/", [], doc)).to.equal("other.example.com");
      expect(refusedHost("https://sub.api.example.com/wp-json/", [], doc)).to.equal("sub.api.example.com");
    });

    it("an origin entry (with a scheme) allows that origin only: the same host on another scheme is refused", () => {
      const doc = page(allowing("https://search.example.net"));
      expect(refusedHost("https://search.example.net/api?q=1", [], doc)).to.equal(null);
      expect(refusedHost("http://search.example.net/api?q=1", [], doc)).to.equal("search.example.net");
    });

    it("an origin entry with a trailing slash is that origin", () => {
      const doc = page(allowing("https://search.example.net/"));
      expect(refusedHost("https://search.example.net/api", [], doc)).to.equal(null);
    });

    it("a host entry with a port allows that host on that port, not on another", () => {
      const doc = page(allowing("api.example.com:8443"));
      expect(refusedHost("https://api.example.com:8443/wp-json/", [], doc)).to.equal(null);
      expect(refusedHost("https://api.example.com/wp-json/", [], doc)).to.equal("api.example.com");
      expect(refusedHost("https://api.example.com:9443/wp-json/", [], doc)).to.equal("api.example.com:9443");
    });

    it("entries are separated by spaces, commas or both, and read without regard to case", () => {
      const doc = page(allowing(" API.example.com,https://Search.Example.net ,  cdn.example.org\n media.example.org "));
      expect(pageAllowedHosts(doc)).to.deep.equal(["api.example.com", "https://search.example.net", "cdn.example.org", "media.example.org"]);
      for (const address of [
        "https://api.example.com/",
        "https://search.example.net/",
        "https://cdn.example.org/a.js",
        "https://media.example.org/",
      ]) {
        expect(refusedHost(address, [], doc), address).to.equal(null);
      }
    });

    it("every such meta of the head counts", () => {
      const doc = page(`${allowing("api.example.com")}<title>Post</title>${allowing("https://search.example.net")}`);
      expect(pageAllowedHosts(doc)).to.deep.equal(["api.example.com", "https://search.example.net"]);
      expect(refusedHost("https://api.example.com/x", [], doc)).to.equal(null);
      expect(refusedHost("https://search.example.net/x", [], doc)).to.equal(null);
    });

    it("a page without one allows no other host; an empty one neither", () => {
      expect(pageAllowedHosts(page())).to.deep.equal([]);
      const empty = page(allowing(""));
      expect(pageAllowedHosts(empty)).to.deep.equal([]);
      expect(refusedHost("https://api.example.com/x", [], empty)).to.equal("api.example.com");
    });

    it("another meta's name does not count", () => {
      const doc = page(`<meta name="x-elements-allowed-host" content="api.example.com"><meta name="allowed-hosts" content="api.example.com">`);
      expect(pageAllowedHosts(doc)).to.deep.equal([]);
      expect(refusedHost("https://api.example.com/x", [], doc)).to.equal("api.example.com");
    });
  });

  describe("a meta in the body (where a CMS's authors write)", () => {
    it("does not count, as the HTML parser leaves it there", () => {
      const doc = page("", `<p>A post.</p>${allowing("evil.example")}`);
      expect(doc.body.querySelector('meta[name="x-elements-allowed-hosts"]'), "in the body").to.not.equal(null);
      expect(pageAllowedHosts(doc)).to.deep.equal([]);
      expect(refusedHost("https://evil.example/x", [], doc)).to.equal("evil.example");
    });

    it("does not count on the real page either, while one in its head does", () => {
      const meta = Object.assign(document.createElement("meta"), { name: "x-elements-allowed-hosts", content: "evil.example" });
      document.body.append(meta);
      try {
        expect(refusedHost("https://evil.example/x", [])).to.equal("evil.example");
        document.head.append(meta);
        expect(refusedHost("https://evil.example/x", [])).to.equal(null);
      } finally {
        meta.remove();
      }
      expect(refusedHost("https://evil.example/x", []), "once the meta is gone").to.equal("evil.example");
    });
  });
});
