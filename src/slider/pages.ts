/*
 * Page arithmetic of a slider, without DOM or engine: step counts, the starting slide, the page an advance lands
 * on, and how far each slide is from the current page. Pages are 0-based here; the element shows them 1-based.
 */

/**
 * A step count as the page wrote it (a method's argument, a button's option): anything but a positive integer
 * becomes 1, so `next("abc")`, `next(0)`, `next(-2)` and `next(1.5)` all go one page on.
 */
export function sanitizeStep(step: unknown): number {
  const value = typeof step === "string" && step.trim() !== "" ? Number(step) : step;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 1;
}

/** A 1-based slide number clamped to 1..slides (1 when there are none). */
export function clampSlide(slide: number, slides: number): number {
  if (!Number.isFinite(slide)) return 1;
  return Math.min(Math.max(Math.round(slide), 1), Math.max(slides, 1));
}

/** Slides a page moves by: one with scroll-by-slide (or natural widths), else a whole page. */
export function slidesPerGroup(perPage: number, scrollBySlide: boolean): number {
  return scrollBySlide ? 1 : perPage;
}

/**
 * How many pages (snap positions) `slides` slides make, `perView` shown at once and `perGroup` per move: the last
 * page is the one that shows the last slide, never an emptier one.
 */
export function pageCount(slides: number, perView: number, perGroup: number): number {
  if (slides <= 0) return 0;
  return Math.ceil(Math.max(0, slides - perView) / perGroup) + 1;
}

/** The first slide (0-based) a page shows. */
export function pageStart(page: number, slides: number, perView: number, perGroup: number): number {
  return Math.max(0, Math.min(page * perGroup, slides - perView));
}

/** The pages (0-based, first and last) that show a slide in full: neighbours share a slide on a short last page. */
export type PageRange = readonly [first: number, last: number];

export function slideRanges(slides: number, perView: number, perGroup: number): PageRange[] {
  const pages = pageCount(slides, perView, perGroup);
  return Array.from({ length: slides }, (_, slide) => {
    let first = -1;
    let last = -1;
    for (let page = 0; page < pages; page++) {
      const start = pageStart(page, slides, perView, perGroup);
      if (slide < start || slide >= start + perView) continue;
      if (first < 0) first = page;
      last = page;
    }
    return first < 0 ? [pages - 1, pages - 1] : [first, last];
  });
}

/** The slide (0-based) the engine is sent to for a page: the page's first group start, within the slides. */
export function slideOfPage(page: number, slides: number, perGroup: number): number {
  return Math.max(0, Math.min(page * perGroup, slides - 1));
}

/**
 * Where an advance by `n` pages lands (n < 0 goes back). Advances wrap round, as the source engine's do, also
 * without wrap-around: the last page's "next" is the first page (without wrap-around only the buttons stop at the
 * ends), so that autoplay starts over and a keyboard user is never stuck.
 */
export function advanceTarget(current: number, n: number, pages: number): number {
  if (pages <= 0) return 0;
  return (((current + n) % pages) + pages) % pages;
}

/** A 1-based page number clamped to the pages, 0-based: for `goTo`. */
export function clampPage(page: number, pages: number): number {
  if (pages <= 0) return 0;
  const whole = Number.isFinite(page) ? Math.round(page) : 1;
  return Math.min(Math.max(whole, 1), pages) - 1;
}

/**
 * Where a slide is from the current page, in pages: 0 on it, > 0 after it, < 0 before it (to the nearer page that
 * shows it); the shorter way round with wrap-around.
 */
export function pageBalance([first, last]: PageRange, current: number, pages: number, wrapAround: boolean): number {
  if (current >= first && current <= last) return 0;
  const balance = current < first ? first - current : last - current;
  if (!wrapAround || pages - Math.abs(balance) >= Math.abs(balance)) return balance;
  return balance > 0 ? balance - pages : balance + pages;
}

/** A slide's (or a copy's) state on the track, for styling and assistive technology. */
export interface SlideState {
  /** The slide it is (0-based), whichever copy. */
  slide: number;
  /** On the current page. */
  active: boolean;
  /** Pages from the current one: > 0 after it, < 0 before it, 0 on it. */
  balance: number;
  /** A page starts with it. */
  pageStart: boolean;
}

/** The state of each slide of a slider that ends (or rewinds): from the pages that show each. */
export function pagedStates(ranges: PageRange[], current: number, pages: number, wrapAround: boolean): SlideState[] {
  return ranges.map((range, slide) => {
    const balance = pageBalance(range, current, pages, wrapAround);
    return { slide, active: balance === 0, balance, pageStart: slide === 0 || range[1] !== ranges[slide - 1]![1] };
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A loop's track: `boxes` boxes (the slides, then their copies set by set), numbered 0.. in that order, of which
 * `active` is the first on the current page.
 */
export interface LoopTrack {
  slides: number;
  boxes: number;
  perView: number;
  group: number;
  active: number;
}

/** Pages of a loop: each slide a move can start a page with (every slide when moves are one slide). */
export function loopPages(slides: number, group: number): number {
  return slides <= 0 ? 0 : slides / gcd(slides, group);
}

/** The current page (0-based) of a loop. */
export function loopPage({ slides, group, active }: LoopTrack): number {
  return Math.floor(active / group) % loopPages(slides, group);
}

/** The page of a loop that starts nearest before a slide (0-based), or with it. */
export function loopPageOf(slide: number, slides: number, group: number): number {
  const pages = loopPages(slides, group);
  let best = 0;
  for (let page = 1; page < pages; page++) {
    if ((slide - page * group + slides * group) % slides < (slide - best * group + slides * group) % slides) best = page;
  }
  return best;
}

/** The box to go to for a page: of the boxes that start that page, the nearest to the active one round the track. */
export function loopTarget(track: LoopTrack, page: number): number {
  const { slides, boxes, group, active } = track;
  const cycle = loopPages(slides, group) * group;
  const away = (box: number) => Math.min((box - active + boxes) % boxes, (active - box + boxes) % boxes);
  let best = page * group;
  for (let box = best + cycle; box < boxes; box += cycle) if (away(box) < away(best)) best = box;
  return best;
}

/** The state of each box of a loop, in box order: pages from the current one counted the shorter way round. */
export function loopStates(track: LoopTrack): SlideState[] {
  const { slides, boxes, perView, group, active } = track;
  const startsPage = gcd(slides, group);
  return Array.from({ length: boxes }, (_, box) => {
    const ahead = (box - active + boxes) % boxes;
    const forward = ahead < perView ? 0 : Math.ceil((ahead - perView + 1) / group);
    const backward = Math.ceil((boxes - ahead) / group);
    const balance = forward === 0 ? 0 : forward <= backward ? forward : -backward;
    return { slide: box % slides, active: forward === 0, balance, pageStart: (box % slides) % startsPage === 0 };
  });
}

/** What the page promises about the position: current and total 1-based, and whether at either end. */
export interface Position {
  current: number;
  total: number;
  atStart: boolean;
  atEnd: boolean;
}

export function position(page: number, pages: number): Position {
  return { current: pages === 0 ? 0 : page + 1, total: pages, atStart: page <= 0, atEnd: page >= pages - 1 };
}
