import { useState } from "react";
import type { ElementProps } from "../define/declare";
import type commentReply from "./comment-reply.element";
import { useCommentReply } from "./use-comment-reply";

export type CommentReplyProps = ElementProps<typeof commentReply>;

/**
 * A thin view: the comment section stays in the light DOM, shown through the slot (comment-reply.js and themes
 * find its nodes by id); beside it, a live region reads out where the form went and the new comment.
 */
export function CommentReply({ host, emit, action, ajax, failureMessage, postedMessage, cancelledMessage }: CommentReplyProps) {
  const [announcement, setAnnouncement] = useState("");
  useCommentReply(
    host,
    { action, ajax, failureMessage, postedMessage, cancelledMessage },
    {
      announce: setAnnouncement,
      replyOpen: (commentId, postId) => emit("x-reply-open", { commentId, postId }),
      replyCancel: (commentId) => emit("x-reply-cancel", { commentId }),
      posted: (commentId, parentId) => emit("x-comment-post", { commentId, parentId }),
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
