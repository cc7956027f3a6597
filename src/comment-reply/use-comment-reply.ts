import { useLayoutEffect, useRef } from "react";
import { logger } from "../shared/log";
import { adoptStylesAround } from "../shared/stylesheets";
import declaration from "./comment-reply.element";
import lightCss from "./comment-reply.light.css?inline";
import { CommentReplyController, type CommentReplyCallbacks, type CommentReplyConfig } from "./controller";

const log = logger(declaration.tag);

/** What WordPress prints in a comment section whose form it leaves out: the login request, "Comments are closed.", the comments. */
const WORDPRESS_WITHOUT_FORM = ".must-log-in, .no-comments, .comment-list, .wp-block-comment-template, .comments-area, #comments, .wp-block-comments";

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
      posted: (commentId, parentId, awaitingModeration) => latest.current.callbacks.posted(commentId, parentId, awaitingModeration),
      failed: (message, status) => latest.current.callbacks.failed(message, status),
    };
    const created = CommentReplyController.create(host, latest.current.config, forward);
    if (!created) {
      // WordPress's own section without a form is as the owner set it: comments closed, or open to logged-in users
      // only ("You must be logged in to post a comment."). Anything else is markup the element cannot work with.
      if (!host.querySelector(WORDPRESS_WITHOUT_FORM)) {
        log.warn("holds no WordPress comment form (#respond with a form and #comment_parent): there is nothing to enhance");
      }
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

  const { action, ajax, failureMessage, postedMessage, cancelledMessage, connection } = config;
  useLayoutEffect(
    () => controller.current?.configure({ action, ajax, failureMessage, postedMessage, cancelledMessage, connection }),
    [action, ajax, failureMessage, postedMessage, cancelledMessage, connection],
  );
}
