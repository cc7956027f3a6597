import { useLayoutEffect, useRef } from "react";
import type { ReelText } from "./countdown";
import { spinReel } from "./reel";

interface ReelProps {
  part: "value" | "label";
  /** The texts to show: one, or while the reel plays, those of its span with their moments. */
  texts: readonly ReelText[];
  /** While the reel plays, the moment (visitor clock) its span starts; null while it shows its first text. */
  playFrom: number | null;
  spanMs: number;
}

/**
 * One text of a unit (its value or its label). While it plays and has more than one text, it is a window showing
 * one of them: a hidden copy of the longest gives the window its size, and the texts stand one under the other
 * in a reel that spinReel moves up at each one's moment.
 */
export function Reel({ part, texts, playFrom, spanMs }: ReelProps) {
  const reel = useRef<HTMLSpanElement>(null);
  const plays = playFrom !== null && texts.length > 1;
  useLayoutEffect(() => {
    if (!plays || !reel.current) return undefined;
    const animation = spinReel(reel.current, texts.map((entry) => entry.from), playFrom, spanMs, Date.now());
    return () => animation?.cancel();
  }, [plays, texts, playFrom, spanMs]);

  if (!plays) return <span part={part}>{texts[0]!.text}</span>;
  const longest = texts.reduce((widest, entry) => (entry.text.length > widest.text.length ? entry : widest));
  return (
    <span className="window">
      <span part={part} className="sizer">
        {longest.text}
      </span>
      <span className="reel" ref={reel}>
        {texts.map((entry) => (
          <span key={entry.from} part={part} data-from={entry.from}>
            {entry.text}
          </span>
        ))}
      </span>
    </span>
  );
}
