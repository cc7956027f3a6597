import { useLayoutEffect, useMemo, useRef } from "react";
import { reelTextAt, type ReelText } from "./countdown";
import { spinReel } from "./spin-reel";

/** A playing reel: its texts, its run, where the run is at a moment, and the countdown's end (visitor clock). */
export interface ReelPlay {
  texts: readonly ReelText[];
  durationMs: number;
  cyclic: boolean;
  runTimeAt: (nowMs: number) => number;
  endsAt: number;
}

/** How many runs a reel plays: a cycle repeats until the countdown's end, where it stops (it never wraps past 00). */
function iterations(play: ReelPlay, runStart: number): number {
  return play.cyclic ? Math.max(1, (play.endsAt - runStart) / play.durationMs) : 1;
}

interface ReelProps {
  part: "value" | "label";
  /** The text shown while the reel does not play (off screen). */
  text: string;
  play: ReelPlay | null;
  /** Its texts change every second, between renders (the seconds'). */
  perSecond: boolean;
  /** A selection or a copy reads the countdown now (see Countdown.tsx). */
  reading: boolean;
}

/**
 * One text of a unit (its value or its label). While it plays and has more than one text, it is a window showing
 * one of them: a hidden copy of the longest gives the window its size, and the texts stand one under the other
 * in a reel that spinReel moves up at each one's moment.
 *
 * The reel is for the eyes only: `user-select: none` keeps its column of texts out of a selection, a copy and what
 * tools read from a selection, and it is hidden from assistive technology (the timer's label speaks). What they read
 * is the window's one real text, under the reel and unseen (while a selection reads it, the browser highlights it
 * there: countdown.css): the text due at the
 * render, which holds until the next one for every unit that changes at most once a minute (the element renders
 * then). A per-second unit's text would be wrong within a second, so it stays empty (a page's text without it is
 * still true) unless the countdown is being read, when each read renders the text of that second.
 */
export function Reel({ part, text, play, perSecond, reading }: ReelProps) {
  const reel = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const plays = play !== null && play.texts.length > 1;
  // A new reel, a new animation; the same reel (a cycle, at each minute's render) keeps its own.
  useLayoutEffect(() => {
    if (!plays || !reel.current) return undefined;
    const now = Date.now();
    const runTime = play.runTimeAt(now);
    animation.current = spinReel(
      reel.current,
      play.texts.map((entry) => entry.at),
      play.durationMs,
      iterations(play, now - runTime),
      runTime,
    );
    return () => {
      animation.current?.cancel();
      animation.current = null;
    };
  }, [plays, play]);
  // Each render puts the animation where the clock says, which corrects any drift between the page's clock and
  // the browser's animation clock, and writes where the run started, for whoever inspects the page (the tests).
  useLayoutEffect(() => {
    if (!plays || !reel.current || !animation.current) return;
    const now = Date.now();
    const runTime = play.runTimeAt(now);
    animation.current.currentTime = runTime;
    reel.current.dataset["start"] = String(now - runTime);
  });

  // The same texts (a cycle, at each minute's render) are the same elements, which React skips at once.
  const texts = play?.texts;
  const content = useMemo(() => texts && reelContent(part, texts), [part, texts]);
  if (!plays || !content) return <span part={part}>{text}</span>;
  const readable = perSecond && !reading ? "" : reelTextAt(play.texts, play.durationMs, play.cyclic, play.runTimeAt(Date.now()));
  return (
    <span className="window">
      <span part={part} className="text">
        {readable}
      </span>
      {content.sizer}
      <span className="reel" aria-hidden="true" ref={reel} data-duration={play.durationMs} data-cyclic={play.cyclic ? "" : undefined}>
        {content.texts}
      </span>
    </span>
  );
}

function reelContent(part: ReelProps["part"], texts: readonly ReelText[]) {
  const longest = texts.reduce((widest, entry) => (entry.text.length > widest.text.length ? entry : widest));
  return {
    sizer: (
      <span part={part} className="sizer">
        {longest.text}
      </span>
    ),
    texts: texts.map((entry) => (
      <span key={entry.at} part={part} data-at={entry.at}>
        {entry.text}
      </span>
    )),
  };
}
