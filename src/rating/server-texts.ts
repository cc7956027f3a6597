/**
 * The headings of Rate My Post's own widget, as the site owner worded them in its settings ("How useful was this
 * post?", "Click on a star to rate it!"), read from the widget's server markup when the element wraps it: the
 * element keeps showing what the plugin's output showed.
 */
export interface ServerHeadings {
  title: string;
  subtitle: string;
}

const NONE: ServerHeadings = { title: "", subtitle: "" };

const textOf = (node: Element | null) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

export function serverHeadings(host: HTMLElement): ServerHeadings {
  const widget = host.querySelector(".rmp-rating-widget");
  if (!widget) return NONE;
  return { title: textOf(widget.querySelector(".rmp-heading--title")), subtitle: textOf(widget.querySelector(".rmp-heading--subtitle")) };
}
