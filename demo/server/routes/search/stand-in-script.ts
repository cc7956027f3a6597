/*
 * The stand-in widget script, run in the visitor's browser. Like sge.js it finds its container through the
 * attributes of its own <script> (document.currentScript: null in a shadow tree, which is why x-ai-search keeps the
 * script in its light DOM) and takes the query from the address, where x-ai-search has just written it.
 */
export const STAND_IN_SCRIPT = `(() => {
  const script = document.currentScript;
  if (!script) return console.error("[stand-in sge.js] document.currentScript is null: is the script in a shadow root?");
  const box = document.getElementById(script.getAttribute("div_id") || "");
  if (!box) return console.error("[stand-in sge.js] no element with the id in div_id");
  const params = new URL(location.href).searchParams;
  const query = ["q", "s", "query", "search", "term", "keyword"].map((name) => params.get(name)).find((value) => value && value.trim());
  if (!query) return;
  const paragraph = (text, className) => Object.assign(document.createElement("p"), { textContent: text, className });
  box.replaceChildren(paragraph("Looking for an answer…", "sge-status"));
  const address = new URL("/search/answer", script.src);
  address.search = new URLSearchParams({ q: query, p_id: script.getAttribute("p_id") || "", p_key: script.getAttribute("p_key") || "" }).toString();
  fetch(address)
    .then((response) => response.json())
    .then((data) => {
      if (!script.isConnected) return; // a newer search has replaced this one
      if (data.error) return box.replaceChildren(paragraph(data.error, "sge-error"));
      const nodes = [paragraph(data.answer, "sge-answer")];
      if (data.source) {
        const source = paragraph("Source: ", "sge-source");
        source.append(Object.assign(document.createElement("a"), { href: data.source.url, textContent: data.source.title }));
        nodes.push(source);
      }
      if (data.links.length) {
        const list = document.createElement("ul");
        list.className = "sge-links";
        for (const link of data.links) {
          const item = document.createElement("li");
          item.append(Object.assign(document.createElement("a"), { href: link.url, textContent: link.title }));
          list.append(item);
        }
        nodes.push(paragraph("Pages that may help:", "sge-links-title"), list);
      }
      box.replaceChildren(...nodes);
    })
    .catch(() => script.isConnected && box.replaceChildren(paragraph("The answer could not be loaded.", "sge-error")));
})();
`;
