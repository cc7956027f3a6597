import type { ElementProps } from "../define/declare";
import type ratingResults from "./rating-results.element";
import { useMemo } from "react";
import { useTexts } from "../shared/use-texts";
import { elementLanguage, ENGLISH, withDefaults } from "./messages";
import { StarIcon } from "./StarRadios";
import { starFills } from "./stars";
import { Summary } from "./Summary";
import { useResults } from "./use-results";
import { useServerLook } from "./server-look";
import { resultsTemplate } from "./server-texts";

/** The nodes of Rate My Post's results widget whose text sizes the rendered results keep (server-look.ts). */
const RESULTS_LOOK = { stars: ".rmp-results-widget__visual-rating", summary: ".rmp-results-widget__avg-rating" };

export type RatingResultsProps = ElementProps<typeof ratingResults>;

export function RatingResults(props: RatingResultsProps) {
  // Without a valid post there is nothing to show but the page's own text.
  return props.postId < 1 ? <slot /> : <ResultsWidget key={props.postId} {...props} />;
}

function ResultsWidget({ postId, ajaxUrl, nonce, avgRating, voteCount, loadResults, host, ...props }: RatingResultsProps) {
  const texts = useTexts(host, "rating", ENGLISH);
  // A wrapped results widget's own wording ("{avg} ({count})", even without votes) unless the page gives one.
  const server = useMemo(() => resultsTemplate(host), [host]);
  const messages = useMemo(() => withDefaults({ ...(server && { results: server }), ...props.messages }, texts), [props.messages, server, texts]);
  const look = useServerLook(host, ".rmp-results-widget", RESULTS_LOOK, ".rmp-results-widget .rmp-icon--ratings");
  const results = useResults({ tag: "x-rating-results", postId, ajaxUrl, nonce, load: loadResults, avgRating, voteCount });
  return (
    <div className="results" style={look.box}>
      <span part="stars" aria-hidden="true" style={look.parts.stars}>
        {starFills(results.avgRating).map((fill, i) => (
          <span key={i} part="star" data-fill={fill}>
            <StarIcon />
          </span>
        ))}
      </span>
      <Summary results={results} messages={messages} text="results" locale={elementLanguage(host)} noVotesText={!server} style={look.parts.summary} />
    </div>
  );
}
