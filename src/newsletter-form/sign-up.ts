/*
 * Posting a sign-up and reading MC4WP's answer to it: loaded with the first sign-up, as most forms on a page are
 * never sent.
 */
export { postSignUp } from "./post-sign-up";
export { readAnswer } from "./response";
