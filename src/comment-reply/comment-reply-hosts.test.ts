import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import { SECTION, acceptedPage, byId, commentReply, fill, recordEvents, replyLink, submit } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { until } from "../testing/forms";

/** The declaration's example comment section with an action attribute. */
const section = (action: string) => SECTION.replace("<x-comment-reply>", `<x-comment-reply action="${action}">`);

/** Replies to the first comment the way a visitor does, and waits for the new comment. */
async function postReply(el: HTMLElement): Promise<void> {
  const events = recordEvents(el);
  replyLink(el).click();
  fill(el, { comment: "A reply.", author: "Bob", email: "bob@example.com" });
  submit(el);
  await until(() => events.some((event) => event.type === "x-comment-post"), "posted");
}

/** What a visitor's browser does with an action on a host the page does not allow, and with one it allows. */
describe("x-comment-reply and the hosts the page allows", () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => {
    api?.restore();
    api = undefined;
    log.restore();
  });

  it("an action on another host: the comment posts to the form's own action, never there, with one warning", async () => {
    api = stubFetch(() => htmlResponse(acceptedPage()));
    const el = await commentReply(section("https://evil.example/wp-comments-post.php"));
    await postReply(el);
    expect(api.calls.map((call) => call.url)).to.deep.equal([new URL("/wp-comments-post.php", location.href).href]);
    expect(api.calls[0]!.url, "the form's own action").to.equal((byId(el, "commentform") as HTMLFormElement).action);
    expect(api.calls[0]!.body.get("comment")).to.equal("A reply.");
    expect(log.warnings).to.deep.equal([
      '[x-comment-reply] attribute "action": "https://evil.example/wp-comments-post.php" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("an action on a host of the head's <meta name=x-elements-allowed-hosts> is where the comment posts, without a warning", async () => {
    const forget = allowHosts("comments.example.org");
    try {
      api = stubFetch(() => htmlResponse(acceptedPage()));
      const el = await commentReply(section("https://comments.example.org/wp-comments-post.php"));
      await postReply(el);
      expect(api.calls.map((call) => call.url)).to.deep.equal(["https://comments.example.org/wp-comments-post.php"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });
});
