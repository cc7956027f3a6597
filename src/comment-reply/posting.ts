/*
 * Posting a comment and putting WordPress's answer on the page: loaded with the first comment sent, as most visitors
 * of a post send none.
 */
export { postPage } from "../shared/post-page";
export { readAnswer } from "./answer";
export { insertComment } from "./insert-comment";
export { updateCountHeadings } from "./count-heading";
