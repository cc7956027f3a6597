import { expect } from "@open-wc/testing";
import Cookies from "js-cookie";
import sinon from "sinon";
import { COOKIE_NAME, hasRated, rememberRated } from "./cookie";

describe("rmp-rate cookie", () => {
  afterEach(() => {
    sinon.restore();
    Cookies.remove(COOKIE_NAME);
  });

  it("starts with the post id and appends further ids, comma-separated", () => {
    expect(hasRated(7)).to.equal(false);
    rememberRated(7);
    expect(Cookies.get(COOKIE_NAME)).to.equal("7");
    rememberRated(12);
    expect(Cookies.get(COOKIE_NAME)).to.equal("7,12");
    expect(hasRated(7) && hasRated(12)).to.equal(true);
    expect(hasRated(1)).to.equal(false);
  });

  it("is written with js-cookie for 20 days, the way the plugin writes it", () => {
    const set = sinon.spy(Cookies, "set");
    rememberRated(7);
    rememberRated(8);
    expect(set.lastCall.args).to.deep.equal([COOKIE_NAME, "7,8", { expires: 20 }]);
    // js-cookie percent-encodes the comma, exactly as the plugin's own js-cookie call does.
    expect(document.cookie).to.contain(`${COOKIE_NAME}=7%2C8`);
  });

  it("keeps at most 20 ids, dropping the oldest", () => {
    for (let id = 1; id <= 20; id++) rememberRated(id);
    expect(Cookies.get(COOKIE_NAME)!.split(",")).to.have.length(20);
    rememberRated(21);
    const ids = Cookies.get(COOKIE_NAME)!.split(",");
    expect(ids).to.have.length(20);
    expect(ids[0]).to.equal("2");
    expect(ids[19]).to.equal("21");
    expect(hasRated(1)).to.equal(false);
  });

  it("tolerates a tampered cookie: junk is ignored when read and dropped when written", () => {
    document.cookie = `${COOKIE_NAME}=abc%2C%2C%3Cscript%3E%2C5%2C%25zz%2C-3; path=/`;
    expect(hasRated(5)).to.equal(true);
    expect(hasRated(3)).to.equal(false);
    rememberRated(9);
    expect(Cookies.get(COOKIE_NAME)).to.equal("5,9");
  });

  it("reads a cookie of more than 20 ids and writes it back capped", () => {
    Cookies.set(COOKIE_NAME, Array.from({ length: 30 }, (_, i) => i + 1).join(","));
    expect(hasRated(1)).to.equal(true);
    rememberRated(31);
    const ids = Cookies.get(COOKIE_NAME)!.split(",");
    expect(ids).to.have.length(20);
    expect(ids[0]).to.equal("12");
  });
});
