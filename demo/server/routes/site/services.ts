import { page, type PageContext } from "./layout";

/* Services and plans: a long page with a scroll-spy table of contents and the plans in tabs. */

const SECTIONS: Array<[string, string]> = [
  ["services", "Services"],
  ["design", "Design"],
  ["build", "Build"],
  ["care", "Care"],
  ["plans", "Plans"],
  ["industries", "Industries"],
  ["careers", "Careers"],
  ["press", "Press kit"],
];

const plan = (id: string, name: string, price: string, open: boolean, items: string[]) =>
  `<x-toggle kind="tab" group="plans" hash="${id}"${open ? " open" : ""}><a slot="trigger" href="#${id}">${name}</a><div id="${id}" class="plan"><p class="price">${price}</p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><p><a class="button" href="/contact">Ask about ${name}</a></p></div></x-toggle>`;

export function servicesPage(ctx: PageContext): string {
  const toc = SECTIONS.map(([id, label]) => `<li><a href="#${id}">${label}</a></li>`).join("");
  const main = `
<header class="page-header">
<h1>Services and plans</h1>
<p class="lead">Everything we do, what it costs, and how we work with you. Use the contents to jump to a section.</p>
</header>
<div class="docs-grid">
<x-scroll-spy class="toc" offset="96"><nav aria-label="On this page"><h2 class="toc-title">On this page</h2><ul>${toc}</ul></nav></x-scroll-spy>
<div class="docs-body">
<section id="services" aria-labelledby="services-h"><h2 id="services-h">Services</h2>
<p>We do three things, and we do them for small organisations only: design, build and care. Most clients start with a check-up and a conversation, then choose a project, a plan, or both.</p></section>
<section id="design" aria-labelledby="design-h"><h2 id="design-h">Design</h2>
<p>Two workshops with your team and a few of your customers, then a clickable prototype within two weeks. We test it with real visitors before a line of code is written.</p>
<h3 id="accessibility">Accessibility audits</h3><p>A review of your site against WCAG 2.2 AA by a designer and a screen-reader user, with a plain-language report and the fixes in order of impact.</p>
<h3 id="brand">Brand refresh</h3><p>New colours, type and a logo tidy-up that work on screens first, delivered with a one-page guide.</p></section>
<section id="build" aria-labelledby="build-h"><h2 id="build-h">Build</h2>
<p>WordPress sites with blocks made for your content, so that editing a page feels like writing a document.</p>
<h3 id="shops">Online shops</h3><p>WooCommerce shops with payments, stock and shipping set up for Portugal and the EU.</p>
<h3 id="speed">Speed tune-ups</h3><p>A week of work on an existing site: images, scripts, fonts and hosting, measured before and after.</p></section>
<section id="care" aria-labelledby="care-h"><h2 id="care-h">Care</h2>
<p>Hosting in the EU, daily backups tested every month, updates within a day, and a person who answers when you call.</p></section>
<section id="plans" aria-labelledby="plans-h"><h2 id="plans-h">Plans</h2>
<p>Every plan includes hosting, backups and updates. Change or cancel at the end of any month.</p>
<div class="tabs">
${plan("plan-starter", "Starter", "€45 a month", true, ["Hosting and daily backups", "Updates within a day", "Email support"])}
${plan("plan-studio", "Studio", "€120 a month", false, ["Everything in Starter", "Two hours of changes a month", "A quarterly speed report"])}
${plan("plan-partner", "Partner", "€390 a month", false, ["Everything in Studio", "A day of design or development a month", "A named person at the studio"])}
</div></section>
<section id="industries" aria-labelledby="industries-h"><h2 id="industries-h">Industries</h2>
<h3 id="hospitality">Hospitality</h3><p>Guesthouses, hotels, restaurants and cafés: direct bookings, menus that are easy to update, and pages that load on a beach's mobile signal.</p>
<h3 id="retail">Retail</h3><p>Independent shops, makers and markets: a shop that suits a small catalogue and a busy owner.</p>
<h3 id="nonprofits">Non-profits</h3><p>Charities, schools and clubs: donation forms, event pages and a discount of 20% on every project.</p></section>
<section id="careers" aria-labelledby="careers-h"><h2 id="careers-h">Careers</h2>
<p>We hire one or two people a year, usually in spring. We have no open positions right now, but we always read a good letter: <a href="mailto:jobs@tidewater.example">jobs@tidewater.example</a>.</p></section>
<section id="press" aria-labelledby="press-h"><h2 id="press-h">Press kit</h2>
<p>Our logo, photos of the studio and a short history are in the press kit. For interviews, write to <a href="mailto:press@tidewater.example">press@tidewater.example</a>.</p>
<p><a href="/site/images/logo.svg" download>Download the logo (SVG)</a></p></section>
</div>
</div>
`;
  return page(ctx, {
    title: "Services and plans",
    description: "Design, build and care for small business websites, and what our plans cost.",
    main,
  });
}
