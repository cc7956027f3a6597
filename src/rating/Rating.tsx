import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { CONNECTION_ENGLISH } from "../shared/texts/connection";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type { ElementProps } from "../define/declare";
import type rating from "./rating.element";
import { hasRated } from "./cookie";
import { elementLanguage, ENGLISH, withDefaults } from "./messages";
import type { Notice } from "./notice";
import { NoticeText } from "./NoticeText";
import { StarRadios } from "./StarRadios";
import { filledUpTo, starFills, type Fill } from "./stars";
import { useServerLook } from "./server-look";
import { serverTexts } from "./server-texts";
import { Summary } from "./Summary";
import { preloadAfterVote, useAfterVote } from "./use-after-vote";
import { useRatingFlow } from "./use-rating-flow";
import { usePostRated, useResults, type RateDetail } from "./use-results";

export type RatingProps = ElementProps<typeof rating>;

/** The nodes of Rate My Post's widget whose text sizes the rendered widget keeps (its look: server-look.ts). */
const RATING_LOOK = {
  title: ".rmp-heading--title",
  subtitle: ".rmp-heading--subtitle",
  stars: ".rmp-rating-widget__icons",
  summary: ".rmp-rating-widget__not-rated, .rmp-rating-widget__results",
};

export function Rating(props: RatingProps) {
  // Without a valid post there is nothing to rate: the page's own text stays, and nothing can be sent. Another
  // post is another widget: nothing of the last post's vote (its lock, its feedback token) carries over.
  return props.postId < 1 ? <slot /> : <RatingWidget key={props.postId} {...props} />;
}

function RatingWidget(props: RatingProps) {
  const { postId, ajaxUrl, nonce, avgRating, voteCount, loadResults, host, emit } = props;
  const { preventAccidental, feedback, social, positiveThreshold, showRating, hoverTexts, rememberVotes, canVote, recaptchaSiteKey } = props;
  const ids = useId();
  const server = useMemo(() => serverTexts(host), [host]);
  const look = useServerLook(host, ".rmp-widgets-container", RATING_LOOK, ".rmp-rating-widget .rmp-icon--ratings");
  const texts = useTexts(host, "rating", ENGLISH);
  const connection = useTexts(host, "connection", CONNECTION_ENGLISH);
  // The page's texts win, then the wrapped widget's (as the site worded them), then the language's.
  const messages = useMemo(() => withDefaults({ ...server.messages, ...props.messages }, texts), [props.messages, server, texts]);
  const labels = props.labels.length === 5 ? props.labels : (server.labels ?? texts.stars);
  const results = useResults({ tag: "x-rating", postId, ajaxUrl, nonce, load: loadResults, avgRating, voteCount });
  const onRated = useCallback((detail: RateDetail) => emit("x-rate", detail), [emit]);
  const flow = useRatingFlow({ postId, ajaxUrl, nonce, recaptchaSiteKey, rememberVotes, messages, connection, onRated });
  const { phase, choice, vote } = flow;
  const [preview, setPreview] = useState<number | null>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const starGroup = useRef<HTMLDivElement>(null);

  // The cookie is read again whenever a widget of the same post on the page is rated: it has just written it.
  const [cookieReads, readCookieAgain] = useReducer((reads: number) => reads + 1, 0);
  usePostRated(postId, readCookieAgain);
  // cookieReads is no input of the computation, but the moment to read the cookie again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ratedBefore = useMemo(() => rememberVotes && hasRated(postId), [rememberVotes, postId, cookieReads]);
  const lock = !canVote ? "no-privilege" : phase === "ready" || phase === "chosen" ? (ratedBefore ? "rated" : null) : phase;
  const notice: Notice | null =
    lock === "no-privilege"
      ? { lines: [messages.noPrivilege], alert: false }
      : lock === "rated"
        ? { lines: [messages.afterVote], alert: false }
        : // The server's refusal of load_results, in the alert box as Rate My Post shows it, until a vote speaks.
          (flow.notice ?? (results.refusal ? { lines: results.refusal, alert: true } : null));

  useElementState(host, "locked", lock !== null);
  useElementState(host, lock ?? "locked", lock !== null);

  // After a choice the next step is the submit button: take keyboard users there.
  useEffect(() => {
    if (phase === "chosen") submit.current?.focus();
  }, [phase, choice]);

  const showFeedback = !!vote && feedback && vote.rating <= positiveThreshold;
  const showSocial = !!vote && social && vote.rating > positiveThreshold;
  const afterVote = useAfterVote(showFeedback || showSocial);
  // The feedback form and share links come in a chunk of their own: fetch it as soon as a vote looks likely.
  const warmUp = (feedback || social) && !lock ? preloadAfterVote : undefined;

  const select = (rating: number) => {
    warmUp?.();
    if (preventAccidental) flow.choose(rating);
    else void flow.rate(rating);
  };

  const fills: Fill[] = choice !== null ? filledUpTo(choice) : showRating ? starFills(results.avgRating) : filledUpTo(0);
  const hoverText = hoverTexts && preview !== null && !lock ? labels[preview - 1] : "";

  return (
    <div className="rating" style={look.box} aria-busy={phase === "sending" || undefined} onPointerEnter={warmUp} onFocus={warmUp}>
      {server.title ? (
        <p id={`${ids}label`} part="title" style={look.parts.title}>
          {server.title}
        </p>
      ) : (
        <span id={`${ids}label`} className="visually-hidden">
          {messages.rate}
        </span>
      )}
      {server.subtitle && (
        <p part="subtitle" style={look.parts.subtitle}>
          {server.subtitle}
        </p>
      )}
      <StarRadios
        fills={fills}
        labels={labels}
        checked={vote?.rating ?? choice}
        locked={lock !== null}
        preview={lock ? null : preview}
        labelledBy={`${ids}label`}
        describedBy={`${ids}summary ${ids}message`}
        onPreview={setPreview}
        onSelect={select}
        groupRef={starGroup}
        // At the top of its line: the line is then as high as the server's star row.
        style={look.parts.stars && { ...look.parts.stars, verticalAlign: "top" }}
      />
      {hoverTexts && <span part="hover-text">{hoverText}</span>}
      {phase === "chosen" && (
        <button
          ref={submit}
          type="button"
          part="submit"
          onClick={() => {
            // The button goes once the vote is sent: keep keyboard focus in the widget, on the chosen star.
            if (submit.current?.matches(":focus")) starGroup.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
            if (choice !== null) void flow.rate(choice);
          }}
        >
          {messages.submitButton}
        </button>
      )}
      {showRating && (
        <Summary
          id={`${ids}summary`}
          results={results}
          messages={messages}
          text="average"
          locale={elementLanguage(host)}
          style={look.parts.summary}
        />
      )}
      <NoticeText id={`${ids}message`} part="message" notice={notice} />
      {afterVote && vote && showFeedback && (
        <afterVote.Feedback
          postId={postId}
          ajaxUrl={ajaxUrl}
          nonce={nonce}
          recaptchaSiteKey={recaptchaSiteKey}
          vote={vote}
          messages={messages}
          connection={connection}
          host={host}
          onSent={() => emit("x-feedback", { postId, ratingId: Number(vote.ratingId) })}
        />
      )}
      {afterVote && showSocial && <afterVote.Social title={messages.socialTitle} host={host} />}
    </div>
  );
}
