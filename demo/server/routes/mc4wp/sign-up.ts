import type { Database } from "../../db";
import { subscribe } from "./store";

/*
 * MC4WP's handling of a form post (class-form.php validate(), class-form-listener.php), for the demo form: its
 * checks in MC4WP's order and its default messages (config/default-form-messages.php). The timestamp check is left
 * out: a demo visitor (or a test) may well send within MC4WP's 2 seconds.
 */

export const FORM_ID = 42;
export const LISTS: Record<string, string> = { weekly: "Weekly digest", news: "Product news" };
/**
 * The demo form's settings, under MC4WP's keys (its form post's `_mc4wp_settings`): the sign-up's required fields,
 * the fields left out of the answer after a success, and where a success sends the visitor ("" stays).
 */
export const SETTINGS = { required_fields: "EMAIL,AGREE_TO_TERMS", hide_after_success: 1, redirect: "" };
/** MC4WP's get_required_fields(): upper-cased, array keys and EMAIL (checked as an address) left out. */
const REQUIRED = SETTINGS.required_fields
  .toUpperCase()
  .replace(/\[\w+\]/g, "")
  .split(",")
  .filter((name) => name !== "" && name !== "EMAIL");
/** The posted fields a subscriber record keeps, beside the address. */
const KEPT = ["FNAME", "SOURCE", "SOURCE_OTHER"];

export const MESSAGES = {
  subscribed: { type: "success", text: "Thank you, your sign-up request was successful! Please check your email inbox to confirm." },
  error: { type: "error", text: "Oops. Something went wrong. Please try again later." },
  invalid_email: { type: "error", text: "Please provide a valid email address." },
  already_subscribed: { type: "notice", text: "Given email address is already subscribed, thank you!" },
  required_field_missing: { type: "error", text: "Please fill in the required fields." },
  no_lists_selected: { type: "error", text: "Please select at least one list." },
  spam: { type: "error", text: "Your submission was marked as spam." },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export interface SignUpResult {
  errors: MessageKey[];
  /** The notices to show, in order. */
  notices: MessageKey[];
  event: "subscribed" | "";
  data: Record<string, string | string[]>;
}

/** WordPress's is_email(), in short: a local part, an @, a domain of at least two labels. */
export const isEmail = (email: string) => email.length >= 6 && /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email);

export async function signUp(db: Database, posted: Record<string, string | string[]>): Promise<SignUpResult> {
  const text = (name: string) => {
    const value = posted[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const lists = [posted["_mc4wp_lists[]"] ?? posted["_mc4wp_lists"] ?? []].flat().filter((list) => list in LISTS);
  const data = Object.fromEntries(Object.entries(posted).filter(([name]) => !name.startsWith("_")));
  const errors: MessageKey[] = [];
  if (lists.length === 0) errors.push("no_lists_selected");
  if (!("_mc4wp_honeypot" in posted) || text("_mc4wp_honeypot") !== "") errors.push("spam");
  else {
    if (!isEmail(text("EMAIL"))) errors.push("invalid_email");
    // MC4WP stops at the first required field left empty.
    if (REQUIRED.some((name) => text(name) === "")) errors.push("required_field_missing");
  }
  if (errors.length) return { errors, notices: errors, event: "", data };
  const kept = Object.fromEntries(KEPT.map((name) => [name, text(name)]));
  const added = await subscribe(db, FORM_ID, text("EMAIL").toLowerCase(), lists, kept);
  if (added.length === 0) return { errors: ["already_subscribed"], notices: ["already_subscribed"], event: "", data };
  return { errors: [], notices: ["subscribed"], event: "subscribed", data };
}
