import { useLayoutEffect, useMemo, useRef } from "react";
import type { ReelText } from "./countdown";
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
}

/**
 * One text of a unit (its value or its label). While it plays and has more than one text, it is a window showing
 * one of them: a hidden copy of the longest gives the window its size, and the texts stand one under the other
 * in a reel that spinReel moves up at each one's moment.
 */
export function Reel({ part, text, play }: ReelProps) {
  const reel = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const plays = play !== null && play.texts.length > 1;
  // A new reel, a new animation; the same reel (a cycle, at each minute's render) keeps its own.
  useLayoutEffect(() => {
    if (!plays || !reel.current) return undefined;
    const now = Date.now();
    const runTime = play.runTimeAt(now);
    animation.current = spinReel(reel.current, play.texts.map((entry) => entry.at), play.durationMs, iterations(play, now - runTime), runTime);
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
  return (
    <span className="window">
      {content.sizer}
      <span className="reel" ref={reel} data-duration={play.durationMs} data-cyclic={play.cyclic ? "" : undefined}>
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
