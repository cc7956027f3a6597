import type { ElementProps } from "../define/declare";
import type ratingResults from "./rating-results.element";
import { useMemo } from "react";
import { useTexts } from "../shared/use-texts";
import { elementLanguage, ENGLISH, withDefaults } from "./messages";
import { StarIcon } from "./StarRadios";
import { starFills } from "./stars";
import { Summary } from "./Summary";
import { useResults } from "./use-results";

export type RatingResultsProps = ElementProps<typeof ratingResults>;

export function RatingResults(props: RatingResultsProps) {
  // Without a valid post there is nothing to show but the page's own text.
  return props.postId < 1 ? <slot /> : <ResultsWidget key={props.postId} {...props} />;
}

function ResultsWidget({ postId, ajaxUrl, nonce, avgRating, voteCount, loadResults, host, ...props }: RatingResultsProps) {
  const texts = useTexts(host, "rating", ENGLISH);
  const messages = useMemo(() => withDefaults(props.messages, texts), [props.messages, texts]);
  const results = useResults({ tag: "x-rating-results", postId, ajaxUrl, nonce, load: loadResults, avgRating, voteCount });
  return (
    <div className="results">
      <span part="stars" aria-hidden="true">
        {starFills(results.avgRating).map((fill, i) => (
          <span key={i} part="star" data-fill={fill}>
            <StarIcon />
          </span>
        ))}
      </span>
      <Summary results={results} messages={messages} text="results" locale={elementLanguage(host)} />
    </div>
  );
}
