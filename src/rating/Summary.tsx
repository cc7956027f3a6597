import type { Results } from "./api";
import { Template } from "./Template";

/** "Average rating 4.3 / 5. Vote count: 12" (or the no-votes text), with the average and count parts. */
export function Summary({ id, results, text, noRating }: { id?: string; results: Results; text: string; noRating: string }) {
  if (results.voteCount === 0) {
    return (
      <span id={id} part="summary">
        {noRating}
      </span>
    );
  }
  return (
    <span id={id} part="summary">
      <Template
        text={text}
        values={{ avg: <span part="average">{results.avgRating}</span>, count: <span part="count">{results.voteCount}</span> }}
      />
    </span>
  );
}
