import { boxKey, slideBoxes } from "./slides";

/*
 * The marquee: the slide boxes glide continuously at `speed` px/ms, each box that leaves at one end moving to the
 * other (the boxes, not the author's slides: those stay where they are, slotted; copies of the slides fill a window
 * longer than they are). No Swiper: nothing is paged.
 */
/** The most a frame in which boxes change places moves the track (px): the browser counts 3 px as a shift. */
const PASSING_STEP = 2;

export class Marquee {
  private offset = 0;
  /** Distance a frame held back (see step), for the next ones. */
  private behind = 0;
  private frame = 0;
  private last: number | undefined;
  private first = -1;

  constructor(
    private readonly wrapper: HTMLElement,
    private readonly options: { speed: number; reverse: boolean; vertical: boolean },
    /** The 0-based slide now at the start of the track. */
    private readonly onFirst: (slide: number) => void,
  ) {}

  private size(box: Element): number {
    const style = getComputedStyle(this.wrapper);
    const gap = parseFloat(this.options.vertical ? style.rowGap : style.columnGap) || 0;
    const rect = box.getBoundingClientRect();
    return (this.options.vertical ? rect.height : rect.width) + gap;
  }

  /** Whether moving by `distance` px passes a box from one end of the track to the other. */
  private passes(distance: number): boolean {
    const offset = this.offset + distance;
    const first = this.wrapper.firstElementChild;
    return offset < 0 || (first !== null && offset >= this.size(first));
  }

  private readonly step = (time: number): void => {
    const elapsed = this.last === undefined ? 0 : Math.min(time - this.last, 100); // no leap after a stall
    this.last = time;
    this.frame = requestAnimationFrame(this.step);
    let distance = this.behind + this.options.speed * elapsed * (this.options.reverse ? -1 : 1);
    this.behind = 0;
    // In a frame where boxes change places the browser sees them at their new places, not the track's transform:
    // a move of 3 px or more then counts as a layout shift (as on a slow device, with long frames). Such a frame
    // moves less, and the next ones catch up.
    if (Math.abs(distance) > PASSING_STEP && this.passes(distance)) {
      const step = Math.sign(distance) * PASSING_STEP;
      this.behind = distance - step;
      distance = step;
    }
    this.advance(distance);
  };

  /** Moves the track by `distance` px (negative: backwards), passing boxes from one end to the other. */
  advance(distance: number): void {
    const { wrapper } = this;
    this.offset += distance;
    for (let guard = wrapper.children.length; guard > 0; guard--) {
      const first = wrapper.firstElementChild;
      const size = first ? this.size(first) : 0;
      if (!first || size <= 0 || this.offset < size) break;
      wrapper.append(first);
      this.offset -= size;
    }
    for (let guard = wrapper.children.length; guard > 0 && this.offset < 0; guard--) {
      const last = wrapper.lastElementChild;
      if (!last) break;
      wrapper.prepend(last);
      this.offset += this.size(last);
    }
    wrapper.style.transform = this.options.vertical ? `translate3d(0, ${-this.offset}px, 0)` : `translate3d(${-this.offset}px, 0, 0)`;
    const slide = Math.max(boxKey(wrapper.firstElementChild).slide, 0);
    if (slide !== this.first) {
      this.first = slide;
      this.onFirst(slide);
    }
  }

  run(on: boolean): void {
    cancelAnimationFrame(this.frame);
    this.last = undefined;
    if (on) this.frame = requestAnimationFrame(this.step);
  }

  destroy(): void {
    this.run(false);
    this.wrapper.style.transform = "";
    for (const box of slideBoxes(this.wrapper)) this.wrapper.append(box); // the slides' own order again
  }
}
