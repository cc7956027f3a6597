import { aiSearch, page, type PageContext } from "./layout";

/** The offer's end: eleven days from now at 23:59 in Lisbon (UTC+0 or +1), so the countdown always runs. */
export function offerEnd(now: Date): { iso: string; text: string } {
  const day = new Date(now.getTime() + 11 * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  const iso = `${date}T23:59:00+01:00`;
  const text = new Date(iso).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Lisbon" });
  return { iso, text };
}

const slide = (className: string, heading: string, text: string, links: string) =>
  `<article class="hero-slide ${className}"><div class="hero-text"><h2>${heading}</h2><p>${text}</p><p class="hero-links">${links}</p></div></article>`;

export function homePage(ctx: PageContext, now = new Date()): string {
  const offer = offerEnd(now);
  const main = `
<section class="hero" aria-labelledby="hero-title">
<h1 id="hero-title" class="visually-hidden">Tidewater Studio: websites for small businesses in Lisbon and beyond</h1>
<x-slider class="hero-slider" autoplay="interval" autoplay-duration="7000" autoplay-start-in-view transition-duration="700" pause-on-hover wrap-around labels='{"carousel":"Highlights"}'>
${slide("hero-1", "Websites that work as hard as you do", "We design and build fast, accessible websites for guesthouses, shops and charities, and look after them for years.", '<a class="button" href="/contact">Start a project</a> <a class="button ghost" href="/services#services">Our services</a>')}
${slide("hero-2", "Fast on every phone", "Our sites load in just over a second on a mid-range phone, so your visitors book instead of waiting.", '<a class="button" href="/blog/slow-websites-cost-bookings">Read why speed matters</a>')}
${slide("hero-3", "Yours to edit", "Built on WordPress with blocks you already know. Change a price or a photo yourself, without calling us.", '<a class="button" href="/services#plans">See our plans</a>')}
</x-slider>
</section>

<section class="offer" aria-labelledby="offer-title">
<div class="offer-text">
<h2 id="offer-title">Spring site check-up: €290 <s aria-label="instead of €490">€490</s></h2>
<p>A full review of your site's speed, accessibility and search visibility, with a written report and an hour's call to go through it.</p>
</div>
<x-countdown class="offer-countdown" end="${offer.iso}" server-time="${now.toISOString()}" hide-empty complete-message="The spring offer has ended. Ask us about the next one!" accessible-text="The offer ends in {{d}} days, {{h}} hours and {{m}} minutes.">Offer ends ${offer.text} at midnight.</x-countdown>
<a class="button" href="/contact?topic=check-up">Book a check-up</a>
</section>

<section id="about" class="about" aria-labelledby="about-title">
<x-animate effect="slide-up" once>
<h2 id="about-title">A small studio by the river</h2>
<p class="lead">Eleven years ago three friends opened a studio above a bakery in Lisbon. Today we are nine designers and developers, and we still answer the phone ourselves.</p>
</x-animate>
<ul class="stats" aria-label="The studio in numbers">
<li><x-counter class="stat-number" from="0" speed="1800">148</x-counter><span>sites launched</span></li>
<li><x-counter class="stat-number" speed="1500">11</x-counter><span>years in Lisbon</span></li>
<li><x-counter class="stat-number" from="0.0" speed="1500">1.2</x-counter><span>seconds, median load on a phone</span></li>
<li><x-counter class="stat-number" speed="1800">98</x-counter><span>% of clients stay on a care plan</span></li>
</ul>
<div class="skills">
<h3>What our audits score</h3>
<x-skill-bar percent="96" label="Accessibility">Accessibility 96%</x-skill-bar>
<x-skill-bar percent="94" label="Performance">Performance 94%</x-skill-bar>
<x-skill-bar percent="89" label="Search">Search 89%</x-skill-bar>
<x-skill-bar percent="97" label="On-time delivery">On-time delivery 97%</x-skill-bar>
</div>
</section>

<section class="services" aria-labelledby="services-title">
<h2 id="services-title">What we do</h2>
<p>Turn a card over (hover, tap, or its flip button) to see what is included.</p>
<x-animate class="cards" effect="slide-up" stagger="120" once>
<x-flip-card label="Flip the design card">
<div class="face"><img src="/site/images/design.svg" alt="" width="48" height="48"><h3>Design</h3><p>Pages that are easy to read and easy to use, from 320 pixels up.</p></div>
<div slot="back" class="face"><h3>Included in design</h3><ul><li>Two workshops with your team</li><li>A clickable prototype</li><li>An accessibility review</li></ul><a href="/services#design">More about design</a></div>
</x-flip-card>
<x-flip-card label="Flip the build card">
<div class="face"><img src="/site/images/build.svg" alt="" width="48" height="48"><h3>Build</h3><p>WordPress sites and shops that stay fast as they grow.</p></div>
<div slot="back" class="face"><h3>Included in build</h3><ul><li>Blocks for every page type</li><li>Booking and shop plug-ins set up</li><li>Training for your editors</li></ul><a href="/services#build">More about build</a></div>
</x-flip-card>
<x-flip-card label="Flip the care card">
<div class="face"><img src="/site/images/care.svg" alt="" width="48" height="48"><h3>Care</h3><p>Hosting, updates and a person to call when something breaks.</p></div>
<div slot="back" class="face"><h3>Included in care</h3><ul><li>Daily backups, tested monthly</li><li>Updates within a day</li><li>Two hours of changes a month</li></ul><a href="/services#care">More about care</a></div>
</x-flip-card>
</x-animate>
</section>

<section class="process" aria-labelledby="process-title">
<h2 id="process-title">How a project goes</h2>
<x-feature-box connector connector-animation graphic-animation="zoom"><span slot="graphic" aria-hidden="true">1</span><h3>We listen</h3><p>A morning with you and your customers' questions. We leave with a list of what the site must do.</p></x-feature-box>
<x-feature-box connector connector-animation graphic-animation="zoom" graphic-animation-delay="150"><span slot="graphic" aria-hidden="true">2</span><h3>We sketch and test</h3><p>A prototype in two weeks, tried by real visitors before anything is built.</p></x-feature-box>
<x-feature-box graphic-animation="zoom" graphic-animation-delay="300"><span slot="graphic" aria-hidden="true">3</span><h3>We build and stay</h3><p>Launch in six to ten weeks, then a care plan so the site keeps up with you.</p></x-feature-box>
</section>

<section class="cta-row" aria-label="Get in touch">
<x-cta class="cta">
<img slot="graphic" src="/site/images/call.svg" alt="" width="64" height="64">
<h2>Not sure where to start?</h2>
<p>Book a free 30-minute call: we look at your site together and tell you honestly what we would change. <a href="/contact">Book a call</a></p>
</x-cta>
</section>

<section class="testimonials" aria-labelledby="testimonials-title">
<h2 id="testimonials-title">What our clients say</h2>
<x-slider class="quotes" wrap-around adaptive-height transition-duration="500" labels='{"carousel":"Testimonials","slide":"Testimonial {n} of {total}"}'>
<figure class="quote"><blockquote><p>“Bookings through our own site doubled in the first summer, and we stopped paying commission on half of them.”</p></blockquote><figcaption>Marta Sousa, Casa do Rio guesthouse</figcaption></figure>
<figure class="quote"><blockquote><p>“They explained everything without jargon, and our volunteers update the site themselves now.”</p></blockquote><figcaption>Daniel Okafor, Lisbon Food Bank</figcaption></figure>
<figure class="quote"><blockquote><p>“The shop is quicker on a phone than the big brands' sites. Our customers noticed before we told them.”</p></blockquote><figcaption>Inês Carvalho, Fio &amp; Linha yarn shop</figcaption></figure>
</x-slider>
</section>

<section class="faq" aria-labelledby="faq-title">
<h2 id="faq-title">Questions we are often asked</h2>
<x-accordion>
<x-toggle kind="collapse" open><button slot="trigger" type="button">How much does a website cost?</button><div class="answer"><p>Most of our sites cost between €4,000 and €12,000, depending on the number of page types and what the site must connect to. You get a fixed price after the first meeting.</p></div></x-toggle>
<x-toggle kind="collapse"><button slot="trigger" type="button">How long does it take?</button><div class="answer"><p>Six to ten weeks from the first workshop to launch. A check-up takes a week.</p></div></x-toggle>
<x-toggle kind="collapse"><button slot="trigger" type="button">Can I edit the site myself?</button><div class="answer"><p>Yes. Every site comes with an afternoon of training and a short guide written for your team.</p></div></x-toggle>
<x-toggle kind="collapse"><button slot="trigger" type="button">Do you work with clients outside Portugal?</button><div class="answer"><p>About half of our clients are elsewhere in Europe. We work in English, Portuguese and French.</p></div></x-toggle>
</x-accordion>
<p>Another question? <a href="/contact">Write to us</a> or ask the search:</p>
${aiSearch('class="inline-search"', '<form role="search" action="/" method="get" class="search-form"><label for="faq-search">Ask a question</label><input id="faq-search" type="search" name="s"><button type="submit">Search</button></form>')}
</section>

<section class="visit" aria-labelledby="visit-title">
<h2 id="visit-title">Come and see us</h2>
<div class="visit-grid">
<div>
<x-map class="office-map" base-layer="world" lat="38.7078" lng="-9.1366" zoom="5" label="Map: our studio in Lisbon" attribution="World outlines: Natural Earth">
<script type="application/json">[{ "lat": 38.7078, "lng": -9.1366, "marker-info": "<strong>Tidewater Studio</strong><br>Rua das Gaivotas 12, Lisbon", "start-open": true }]</script>
<p class="map-fallback">Rua das Gaivotas 12, 1200-202 Lisbon. <a href="https://www.openstreetmap.org/?mlat=38.7078&amp;mlon=-9.1366#map=16/38.7078/-9.1366">Open the map</a></p>
</x-map>
</div>
<div>
<x-video class="studio-video" pause-out-of-view captions poster="/site/images/studio-poster.svg" label="A day at the studio" play-label="Play: a day at the studio">
<video controls preload="none" poster="/site/images/studio-poster.svg">
<source src="/media/clip.webm" type="video/webm">
<track kind="captions" src="/media/clip.en.vtt" srclang="en" label="English">
<a href="/media/clip.webm">Download the video (WebM)</a>
</video>
</x-video>
<p class="caption">A day at the studio, in four seconds.</p>
</div>
</div>
</section>
`;
  return page(ctx, {
    title: "Websites for small businesses",
    description: "Tidewater Studio designs, builds and looks after fast, accessible websites for small businesses.",
    main,
  });
}
