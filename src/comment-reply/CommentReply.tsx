import { useState } from "react";
import type { ElementProps } from "../define/declare";
import { CONNECTION_ENGLISH } from "../shared/texts/connection";
import { useTexts } from "../shared/use-texts";
import type commentReply from "./comment-reply.element";
import { useCommentReply } from "./use-comment-reply";

export type CommentReplyProps = ElementProps<typeof commentReply>;

/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = {
  failure: "Your comment could not be posted. Please try again.",
  posted: "Your comment was posted.",
  cancelled: "Reply cancelled.",
};

/**
 * A thin view: the comment section stays in the light DOM, shown through the slot (comment-reply.js and themes
 * find its nodes by id); beside it, a live region reads out where the form went and the new comment.
 */
export function CommentReply({ host, emit, action, ajax, failureMessage, postedMessage, cancelledMessage }: CommentReplyProps) {
  const [announcement, setAnnouncement] = useState("");
  const texts = useTexts(host, "commentReply", ENGLISH, { failure: failureMessage, posted: postedMessage, cancelled: cancelledMessage });
  const connection = useTexts(host, "connection", CONNECTION_ENGLISH);
  useCommentReply(
    host,
    { action, ajax, failureMessage: texts.failure, postedMessage: texts.posted, cancelledMessage: texts.cancelled, connection },
    {
      announce: setAnnouncement,
      replyOpen: (commentId, postId) => emit("x-reply-open", { commentId, postId }),
      replyCancel: (commentId) => emit("x-reply-cancel", { commentId }),
      posted: (commentId, parentId, awaitingModeration) => emit("x-comment-post", { commentId, parentId, awaitingModeration }),
      failed: (message, status) => emit("x-comment-error", { message, status }),
    },
  );
  return (
    <>
      <slot />
      <div part="announcement" className="announcement" role="status">
        {announcement}
      </div>
    </>
  );
}
