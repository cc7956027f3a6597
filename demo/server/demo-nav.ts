/*
 * The one list of demo pages, and the navigation every demo page shows: the route-rendered pages put it in with
 * their layout, the static pages (demo/*.html) have a `<!--nav-->` marker that the server fills as it serves them.
 */

const PAGES: Array<[href: string, label: string]> = [
  ["/gallery.html", "Gallery"],
  ["/", "Example site"],
  ["/playground", "Playground"],
  ["/contact-form.html", "Contact form"],
  ["/rating.html", "Rating"],
  ["/comments.html", "Comments"],
  ["/newsletter.html", "Newsletter"],
  ["/demo/subscribers", "Subscribers"],
  ["/search.html", "Search"],
  ["/slider.html", "Slider"],
  ["/toggles.html", "Toggles"],
  ["/navigation.html", "Navigation"],
  ["/effects.html", "Effects"],
  ["/media.html", "Media"],
  ["/languages.html", "Languages"],
];

/** The name of a demo page in the navigation ("Toggles" for /toggles.html), or its address when it has none. */
export const pageName = (href: string): string => PAGES.find(([page]) => page === href)?.[1] ?? href;

/** Pages listed only on some others: the subscribers list belongs with the newsletter. */
const SHOWN_FROM: Record<string, string[]> = { "/demo/subscribers": ["/newsletter.html", "/demo/subscribers"] };

/** The navigation of the demo pages, the page at `current` marked. */
export function demoNav(current: string): string {
  const links = PAGES.filter(([href]) => SHOWN_FROM[href]?.includes(current) ?? true)
    .map(([href, label]) => `<li><a href="${href}"${href === current ? ' aria-current="page"' : ""}>${label}</a></li>`)
    .join("");
  return `<nav aria-label="Demo pages"><ul>${links}</ul></nav>`;
}

/** A page's HTML with its `<!--nav-->` marker filled. */
export const withDemoNav = (html: string, current: string): string => html.replace("<!--nav-->", () => demoNav(current));
