import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { Results } from "./api";
import { countedMessage, type CountedMessage, type Messages } from "./messages";

interface Props {
  id?: string;
  results: Results;
  messages: Messages;
  /** Which counted text: `average` (x-rating) or `results` (x-rating-results). */
  text: CountedMessage;
  /** The element's language, whose plural rules pick the text's form for the vote count. */
  locale: string | undefined;
  /** Whether no votes show the no-votes text (else the counted text, with 0: a wrapped results widget's way). */
  noVotesText?: boolean;
  /** The wrapped widget's text size (server-look.ts). */
  style?: CSSProperties | undefined;
}

/** "Average rating 4.3 / 5. Vote count: 12", "4 (1 vote)" (or the no-votes text), with the average and count parts. */
export function Summary({ id, results, messages, text, locale, noVotesText = true, style }: Props) {
  return (
    <span id={id} part="summary" style={style}>
      {results.voteCount === 0 && noVotesText ? (
        messages.noRating
      ) : (
        <Template
          text={countedMessage(messages, text, results.voteCount, locale)}
          values={{ avg: <span part="average">{results.avgRating}</span>, count: <span part="count">{results.voteCount}</span> }}
        />
      )}
    </span>
  );
}

/** Fills `{name}` placeholders of a translatable text with nodes (so each value can carry its own part). */
function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : piece}</Fragment>;
  });
}
