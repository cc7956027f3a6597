import { useLayoutEffect, useRef } from "react";
import { logger } from "../shared/log";
import { adoptStylesAround } from "../shared/stylesheets";
import declaration from "./comment-reply.element";
import lightCss from "./comment-reply.light.css?inline";
import { CommentReplyController, type CommentReplyCallbacks, type CommentReplyConfig } from "./controller";

const log = logger(declaration.tag);

/** Enhances the comment section in the host's light DOM while mounted, and passes attribute changes on. */
export function useCommentReply(host: HTMLElement, config: CommentReplyConfig, callbacks: CommentReplyCallbacks): void {
  const latest = useRef({ config, callbacks });
  latest.current = { config, callbacks };
  const controller = useRef<CommentReplyController | null>(null);

  useLayoutEffect(() => {
    const forward: CommentReplyCallbacks = {
      announce: (text) => latest.current.callbacks.announce(text),
      replyOpen: (commentId, postId) => latest.current.callbacks.replyOpen(commentId, postId),
      replyCancel: (commentId) => latest.current.callbacks.replyCancel(commentId),
      posted: (commentId, parentId) => latest.current.callbacks.posted(commentId, parentId),
      failed: (message, status) => latest.current.callbacks.failed(message, status),
    };
    const created = CommentReplyController.create(host, latest.current.config, forward);
    if (!created) {
      log.warn("holds no WordPress comment form (#respond with a form and #comment_parent): there is nothing to enhance");
      return;
    }
    // The error next to the form lives in the light DOM, where the element's shadow styles cannot reach.
    adoptStylesAround(host, lightCss);
    controller.current = created;
    return () => {
      created.destroy();
      controller.current = null;
    };
  }, [host]);

  const { action, ajax, failureMessage, postedMessage, cancelledMessage } = config;
  useLayoutEffect(
    () => controller.current?.configure({ action, ajax, failureMessage, postedMessage, cancelledMessage }),
    [action, ajax, failureMessage, postedMessage, cancelledMessage],
  );
}
