import { attr, declare, event } from "../define/declare";
import { ENGLISH_LABELS, labelsSchema, type Labels } from "./labels";
import { selectorSchema, serializeSelector } from "./selector";
import { reachingUrl } from "../shared/reaching-url";

export type { Labels as SearchLabels };

const PARAM = /^[^\s&=#?]+$/;
const paramProblem = "is not a URL parameter name";

const selector = ({ description }: { description: string }) =>
  attr.custom<string>(selectorSchema, "", { type: "string", serialize: serializeSelector, description });

export default declare({
  tag: "x-ai-search",
  summary: "Site search with an AI answer panel: the CustomGPT SGE widget answers below the field, inside the search form.",
  description:
    "Renders a search form (role search, a labelled input, a clear button, a submit button), or enhances a theme's own search form placed inside it, which keeps submitting to /?s= without JavaScript. A search blocks the browser's submission, writes the query to the address in place (no new history entry) and inserts the widget script, with its container, in the element's light DOM, where the widget finds them: inside the theme's form when it enhances one. The answer panel shows below the field; the clear button, Escape and a press outside the element close it (while the answer loads, the busy clear button ignores presses). When the widget cannot be loaded, the panel says so and offers the site's own results for the query (the theme's form action, or the site's root, with the query as its input's name, s). An empty search shows no panel and writes no query to the address.",
  attributes: {
    projectId: attr.string("", { description: "The CustomGPT project (agent) id, sent to the widget as p_id." }),
    projectKey: attr.string("", { description: "The CustomGPT project key, sent to the widget as p_key." }),
    scriptSrc: reachingUrl("https://cdn.customgpt.ai/js/sge.js", {
      use: "script",
      description: "The address of the widget script (http, https or relative).",
    }),
    queryParam: attr.string("q", {
      pattern: PARAM,
      problem: paramProblem,
      description: "The address parameter a search writes the query to (history.replaceState), where the widget reads it.",
    }),
    prefillParam: attr.string("s", { pattern: PARAM, problem: paramProblem, description: "The address parameter the input is prefilled from." }),
    placeholder: attr.string("", {
      description: "The placeholder of the element's own input, or of a theme's input that has none of its own.",
    }),
    label: attr.string("", {
      description: "The accessible name of the element's own input; absent: \"Search\" in the language of the element's text.",
    }),
    input: selector({
      description:
        "A CSS selector of the search input in the element's light DOM (set as a property, the input element itself); absent: the first search input of the form inside. A selector that matches nothing logs an initialization error and the element renders its own form.",
    }),
    trigger: selector({
      description:
        "A CSS selector of the button that starts a search, in the element's light DOM (or the element itself, as a property); absent: the form's submit button.",
    }),
    labels: attr.json<Partial<Labels>>(
      labelsSchema,
      {},
      {
        type: "Partial<SearchLabels>",
        texts: ENGLISH_LABELS,
        description:
          "Texts as JSON: submit (the button), clear, loading (the busy clear button's title), answer (the panel's name), unavailable (the panel's message when the widget cannot be loaded) and allResults (its link to the site's results; {query} is the query); those left out follow the language of the element's text (English default).",
      },
    ),
  },
  events: {
    "x-search": event<{ query: string }>("A visitor started a search (Enter or the submit button)."),
    "x-answer-load": event<{ query: string }>("The widget script of a visitor's search has loaded."),
    "x-answer-error": event<{ query: string; src: string }>(
      "The widget script of a visitor's search failed to load; the panel offers the site's own results instead.",
    ),
  },
  slots: {
    "": "A theme's search form (<form role=search> with an input and a button), enhanced in place; or fallback content, replaced by the element's own form.",
    answer:
      "Taken by the element: the widget's container and script, which must be in the light DOM (with a theme's form, they go inside that form, and the container is the panel).",
  },
  parts: {
    form: "The element's own form (or the box around the enhanced one).",
    field: "The row of the input and its buttons.",
    input: "The element's own input.",
    clear:
      "The clear button: empties the input and closes the answer; a spinner titled Loading while the answer loads (presses are ignored then); there but not shown while there is nothing to clear.",
    spinner: "The spinning ring in the clear button while loading.",
    submit: "The element's own submit button.",
    panel:
      "The answer panel of the element's own form, below the field. With a theme's form the panel is the widget's container inside that form (.x-ai-search-answer), styled by the same custom properties.",
  },
  cssProperties: {
    "--x-ai-search-accent": "Colour of the buttons and the focus ring.",
    "--x-ai-search-radius": "Corner radius of the field.",
    "--x-ai-search-panel-top": "Distance of the panel from the top of the form (50px); a taller form puts it below its bottom.",
    "--x-ai-search-panel-radius": "Corner radius of the panel (10px).",
    "--x-ai-search-panel-padding": "Padding of the panel (10px).",
    "--x-ai-search-panel-background": "Background of the panel.",
    "--x-ai-search-panel-shadow": "Shadow of the panel.",
    "--x-ai-search-min-height": "Height reserved before and after upgrade, so nothing shifts.",
  },
  states: {
    idle: "Set while no search runs and no answer shows.",
    loading: "Set while a search runs (the spinner shows).",
    shown: "Set while the answer is there.",
    "has-content": "Set while the input is not empty.",
  },
  wordpress: {
    serverValues: { "project-id": "option:x_elements_ai_search_project_id", "project-key": "option:x_elements_ai_search_project_key" },
    block: { title: "AI site search", icon: "search", keywords: ["search", "ai", "answers"] },
  },
  demo: "/search.html",
  examples: [
    {
      title: "A theme's search form, enhanced",
      html: '<x-ai-search project-id="demo-project" project-key="demo-key" script-src="/search/sge.js"><form role="search" action="/" method="get"><label>Search this site <input type="search" name="s"></label> <button type="submit">Search</button></form></x-ai-search>',
    },
    {
      title: "Its own form, with a placeholder and translated texts",
      html: `<x-ai-search project-id="demo-project" project-key="demo-key" script-src="/search/sge.js" placeholder="Ask about this site" label="Ask about this site" labels='{"submit":"Ask","clear":"Clear the question"}'><a href="/?s=">Search this site</a></x-ai-search>`,
    },
    {
      title: "Input and trigger named by selector",
      html: '<x-ai-search project-id="demo-project" project-key="demo-key" script-src="/search/sge.js" input="#header-search" trigger="#header-go" query-param="query" prefill-param="term"><form role="search" action="/"><label for="header-search">Search</label> <input id="header-search" name="term"> <button id="header-go">Go</button></form></x-ai-search>',
    },
  ],
  reactEvents: false,
});
