import { useId, useLayoutEffect, useRef, useState } from "react";
import { adoptAfterVoteStyles } from "./after-vote-styles";
import { failureNotice, type Notice } from "./notice";
import { NoticeText } from "./NoticeText";
import { processFeedback } from "./process-feedback";
import { recaptchaToken } from "./page-scripts";
import type { BuiltInTexts } from "../shared/texts/types";
import type { Messages } from "./messages";
import { feedbackSection } from "./after-vote-markup";
import type { RatedVote } from "./use-rating-flow";

interface Props {
  postId: number;
  ajaxUrl: string;
  nonce: string;
  recaptchaSiteKey: string;
  vote: RatedVote;
  messages: Messages;
  /** The words for a request that got no answer, in the element's language. */
  connection: BuiltInTexts["connection"];
  /** The element, whose wrapped widget's feedback headings (as the owner worded them) are shown if it has them. */
  host: HTMLElement;
  onSent(): void;
}

/**
 * The feedback box after a negative rating. Blank text is refused here; otherwise one process_feedback, whose
 * errorMsg decides (its successMsg comes even on failure). A failed request keeps the text and can be resent.
 */
export function Feedback({ postId, ajaxUrl, nonce, recaptchaSiteKey, vote, messages, connection, host, onSent }: Props) {
  const headings = feedbackSection(host);
  const id = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<"open" | "sending" | "refused" | "sent">("open");
  const [notice, setNotice] = useState<Notice | null>(null);
  // Set synchronously, so a double click cannot send twice before the next render.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // Whether keyboard focus was in the form when it was sent: the form goes once sent, and its button once
  // refused; focus must not be lost with them. While sending, the button stays focusable (aria-disabled).
  const focusedWhenSent = useRef(false);

  useLayoutEffect(() => {
    if ((state === "sent" || state === "refused") && focusedWhenSent.current) message.current?.focus();
  }, [state]);

  const send = async () => {
    if (busy.current) return;
    if (text.trim() === "") {
      setNotice({ lines: [messages.emptyFeedback], alert: true });
      return;
    }
    busy.current = true;
    focusedWhenSent.current = form.current?.matches(":focus-within") ?? false;
    setState("sending");
    setNotice(null);
    try {
      const token = await recaptchaToken(recaptchaSiteKey, "RMPfeedback");
      const outcome = await processFeedback(ajaxUrl, {
        postId,
        feedback: text,
        ratingId: vote.ratingId,
        feedbackToken: vote.feedbackToken,
        nonce,
        token,
      });
      if (outcome.errors) {
        // The token is single-use and the server refused it: sending again cannot succeed.
        setState("refused");
        setNotice({ lines: outcome.errors, alert: true });
        return;
      }
      setState("sent");
      setNotice({ lines: [outcome.value || messages.feedbackNotice], alert: false });
      onSent();
    } catch (cause) {
      setState("open");
      setNotice(failureNotice("process_feedback", postId, cause, messages.feedbackRetry, connection));
    } finally {
      busy.current = false;
    }
  };

  return (
    <div part="feedback" ref={adoptAfterVoteStyles}>
      {headings.title && <p className="heading">{headings.title}</p>}
      {headings.subtitle && <p>{headings.subtitle}</p>}
      {state !== "sent" && (
        <form
          ref={form}
          onSubmit={(event) => {
            event.preventDefault();
            if (state === "open") void send();
          }}
        >
          <label htmlFor={id}>{messages.feedbackTitle}</label>
          <textarea id={id} value={text} readOnly={state !== "open"} onChange={(event) => setText(event.target.value)} />
          <button
            type="submit"
            part="feedback-button"
            disabled={state === "refused"}
            aria-disabled={state === "sending" || undefined}
            aria-busy={state === "sending" || undefined}
          >
            {messages.feedbackButton}
          </button>
        </form>
      )}
      <NoticeText ref={message} tabIndex={-1} part="feedback-message" notice={notice} />
    </div>
  );
}
