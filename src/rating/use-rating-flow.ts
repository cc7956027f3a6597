import { useCallback, useRef, useState } from "react";
import { HttpError } from "../shared/http";
import { warn } from "../shared/log";
import { trackRating } from "./analytics";
import { processRating, type Vote } from "./api";
import { rememberRated } from "./cookie";
import { recaptchaToken } from "./recaptcha";
import type { Messages } from "./settings";
import type { RateDetail } from "./use-results";

/** A text for the visitor: the thank-you note, or an alert (server refusal, failed request). */
export interface Notice {
  lines: string[];
  alert: boolean;
}

/** ready → (chosen →) sending → rated | refused; a failed request goes back to ready. */
export type Phase = "ready" | "chosen" | "sending" | "rated" | "refused";

export interface RatedVote extends Vote {
  rating: number;
}

interface Options {
  postId: number;
  ajaxUrl: string;
  nonce: string;
  recaptchaSiteKey: string;
  rememberVotes: boolean;
  messages: Messages;
  onRated(detail: RateDetail): void;
}

const TAG = "x-rating";

export function useRatingFlow({ postId, ajaxUrl, nonce, recaptchaSiteKey, rememberVotes, messages, onRated }: Options) {
  const [phase, setPhase] = useState<Phase>("ready");
  const [choice, setChoice] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [vote, setVote] = useState<RatedVote | null>(null);
  // Whole seconds since the widget loaded, as the plugin measures them.
  const [startSeconds] = useState(() => Math.floor(Date.now() / 1000));
  // Set synchronously, so a double click cannot send twice before the next render.
  const sending = useRef(false);

  const choose = useCallback((rating: number) => {
    setChoice(rating);
    setPhase("chosen");
  }, []);

  const rate = useCallback(
    async (rating: number) => {
      if (sending.current) return;
      sending.current = true;
      setChoice(rating);
      setPhase("sending");
      setNotice(null);
      try {
        const token = await recaptchaToken(TAG, recaptchaSiteKey, "RMPrating");
        const duration = Math.floor(Date.now() / 1000) - startSeconds;
        const outcome = await processRating(ajaxUrl, { postId, rating, duration, nonce, token });
        setChoice(null);
        if (outcome.errors) {
          // The server has spoken (already voted, bad rating…): asking again would get the same answer.
          setPhase("refused");
          setNotice({ lines: outcome.errors, alert: true });
          return;
        }
        const { value } = outcome;
        setVote({ ...value, rating });
        setPhase("rated");
        setNotice({ lines: [messages.afterVote], alert: false });
        if (rememberVotes) rememberRated(postId);
        trackRating(postId, rating);
        onRated({ postId, rating, avgRating: value.avgRating, voteCount: value.voteCount });
      } catch (cause) {
        // Offline, non-2xx or a reply that is not the plugin's: tell the visitor and let them try again.
        warn(TAG, `process_rating for post ${postId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
        const offline = cause instanceof HttpError && cause.code === "fetch_error";
        setChoice(null);
        setPhase("ready");
        setNotice({ lines: [offline ? cause.message : messages.retry], alert: true });
      } finally {
        sending.current = false;
      }
    },
    [postId, ajaxUrl, nonce, recaptchaSiteKey, rememberVotes, messages, onRated, startSeconds],
  );

  return { phase, choice, notice, vote, choose, rate };
}
