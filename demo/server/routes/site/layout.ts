import { escape } from "../mc4wp/html";
import { newsletterForm, type NewsletterState } from "./newsletter";

export { escape };

/** What every page of the site is rendered with: the visitor's chosen theme (a cookie), and a footer sign-up's result. */
export interface PageContext {
  /** The address of the page (for the current menu item and the forms that post to their page). */
  path: string;
  /** "light" or "dark" when the visitor chose one with the theme switch; null follows prefers-color-scheme. */
  theme: "light" | "dark" | null;
  newsletter: NewsletterState | null;
}

export interface PageParts {
  title: string;
  description: string;
  /** The page's <main> content. */
  main: string;
  /** Extra stylesheets and scripts (paths under /site/). */
  scripts?: string[];
}

export const COMPANY = "Tidewater Studio";

const MENU_LINK = (path: string, href: string, label: string) => `<a href="${href}"${href === path ? ' aria-current="page"' : ""}>${label}</a>`;

/** The main menu as WordPress prints it (wp_nav_menu): a list of lists, which stays the navigation without JavaScript. */
function mainMenu(path: string): string {
  const item = (href: string, label: string) => `<li class="menu-item">${MENU_LINK(path, href, label)}</li>`;
  return `<nav aria-label="Main"><ul class="menu">
<li class="menu-item menu-item-has-children"><a href="/services#services">Services</a><ul class="sub-menu">
<li class="menu-item menu-item-has-children"><a href="/services#design">Design</a><ul class="sub-menu">${item("/services#design", "Web design")}${item("/services#accessibility", "Accessibility audits")}${item("/services#brand", "Brand refresh")}</ul></li>
<li class="menu-item menu-item-has-children"><a href="/services#build">Build</a><ul class="sub-menu">${item("/services#build", "WordPress sites")}${item("/services#shops", "Online shops")}${item("/services#speed", "Speed tune-ups")}</ul></li>
<li class="menu-item menu-item-has-children"><a href="/services#care">Care</a><ul class="sub-menu">${item("/services#care", "Hosting and updates")}${item("/services#plans", "Support plans")}</ul></li>
</ul></li>
<li class="menu-item menu-item-has-children mega-tabs"><a href="/services#industries">Industries</a><ul class="sub-menu">
<li class="menu-item menu-item-has-children"><a href="/services#hospitality">Hospitality</a><ul class="sub-menu">${item("/services#hospitality", "Guesthouses and hotels")}${item("/services#hospitality", "Restaurants and cafés")}</ul></li>
<li class="menu-item menu-item-has-children"><a href="/services#retail">Retail</a><ul class="sub-menu">${item("/services#retail", "Independent shops")}${item("/services#retail", "Makers and markets")}</ul></li>
<li class="menu-item menu-item-has-children"><a href="/services#nonprofits">Non-profits</a><ul class="sub-menu">${item("/services#nonprofits", "Charities")}${item("/services#nonprofits", "Schools and clubs")}</ul></li>
</ul></li>
${item("/blog/", "Journal")}
${item("/contact", "Contact")}
</ul></nav>`;
}

/** A small second menu (x-menu): the studio's own pages, one dropdown. */
function studioMenu(path: string): string {
  const item = (href: string, label: string) => `<li class="menu-item">${MENU_LINK(path, href, label)}</li>`;
  return `<nav aria-label="Studio"><ul class="menu"><li class="menu-item menu-item-has-children"><a href="/#about">Studio</a><ul class="sub-menu">${item("/#about", "About us")}${item("/services#careers", "Careers")}${item("/services#press", "Press kit")}${item("/blog/", "Journal")}</ul></li></ul></nav>`;
}

const SEARCH_ICON = `<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

/** The AI search: the stand-in answer widget of the demo server; without JavaScript, a link to the search page. */
export function aiSearch(attributes: string, fallback: string): string {
  return `<x-ai-search ${attributes} project-id="tidewater" project-key="tidewater-site" script-src="/search/sge.js" placeholder="Ask about our work and prices…" label="Search Tidewater Studio">${fallback}</x-ai-search>`;
}

function themeSwitch(ctx: PageContext): string {
  // Without JavaScript the switch is a form: the server keeps the choice in a cookie and comes back to this page.
  // site.js handles it in place, and knows the theme prefers-color-scheme gave when no choice was made.
  const dark = ctx.theme === "dark";
  return `<form class="theme-switch" action="/theme" method="get">
<input type="hidden" name="back" value="${escape(ctx.path)}">
<button type="submit" name="to" value="${dark ? "light" : "dark"}" aria-pressed="${dark}" title="Dark theme"><svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor"/></svg><span class="visually-hidden">Dark theme</span></button>
</form>`;
}

function header(ctx: PageContext): string {
  return `<x-sticky class="site-sticky" shrink="0.9" trigger-offset="160" transition="slide">
<div class="site-header-bar"><header class="site-header">
<a class="brand" href="/"><img src="/site/images/logo.svg" alt="" width="32" height="32"><span>${COMPANY}</span></a>
<x-mega-menu class="main-menu" mobile-modal narrow-width="640" scroll-offset="80" label="Menu" submenu-label="{item} menu">
<button slot="toggle" type="button" class="menu-toggle"><svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span class="label">Menu</span></button>
${mainMenu(ctx.path)}
</x-mega-menu>
<div class="header-tools">
<x-menu class="studio-menu" mode="desktop" open-on="click" submenu-label="{item} pages">${studioMenu(ctx.path)}</x-menu>
<x-search-overlay class="site-search" label="Search" dialog-label="Search Tidewater Studio">${SEARCH_ICON}
${aiSearch('slot="search"', '<a href="/?s=">Search</a>')}
</x-search-overlay>
${themeSwitch(ctx)}
</div>
</header></div>
</x-sticky>`;
}

function footer(ctx: PageContext): string {
  return `<footer class="site-footer">
<div class="footer-grid">
<section aria-labelledby="footer-newsletter">
<h2 id="footer-newsletter">The studio journal</h2>
<p>One email a month: what we built, what we learnt, and one tip you can use on your own site. No tracking pixels.</p>
${newsletterForm(ctx.newsletter)}
</section>
<section aria-labelledby="footer-visit">
<h2 id="footer-visit">Visit us</h2>
<address>${COMPANY}<br>Rua das Gaivotas 12, 2nd floor<br>1200-202 Lisbon, Portugal<br><a href="tel:+351210000000">+351 21 000 0000</a><br><a href="mailto:hello@tidewater.example">hello@tidewater.example</a></address>
<p>Monday to Friday, 9:30 to 18:00.</p>
</section>
<section aria-labelledby="footer-pages">
<h2 id="footer-pages">Pages</h2>
<ul class="footer-links">
<li><a href="/">Home</a></li>
<li><a href="/services">Services and plans</a></li>
<li><a href="/blog/">Journal</a></li>
<li><a href="/contact">Contact</a></li>
<li><a href="/?s=">Search</a></li>
</ul>
</section>
</div>
<p class="colophon">© ${new Date().getFullYear()} ${COMPANY}. This site is made of x-elements only: see the <a href="/playground">playground</a> and the <a href="/gallery.html">element gallery</a>.</p>
<x-scroll-top class="scroll-top" threshold="0.6" label="Back to top"><a href="#top">Back to top</a></x-scroll-top>
</footer>`;
}

/** A whole page: head, sticky header, the page's main content, footer with the newsletter form. */
export function page(ctx: PageContext, parts: PageParts): string {
  const theme = ctx.theme ? ` data-theme="${ctx.theme}"` : "";
  const scripts = (parts.scripts ?? []).map((src) => `<script type="module" src="${src}"></script>`).join("\n");
  return `<!doctype html>
<html lang="en"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(parts.title)} · ${COMPANY}</title>
<meta name="description" content="${escape(parts.description)}">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/site/images/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/dist/x-elements.css">
<link rel="stylesheet" href="/site/site.css">
<script type="module" src="/site/site.js"></script>
<script type="module" src="/dist/x-elements.js"></script>
${scripts}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<div id="top"></div>
${header(ctx)}
<main id="main" tabindex="-1">
${parts.main}
</main>
${footer(ctx)}
</body>
</html>
`;
}
