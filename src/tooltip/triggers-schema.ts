import { readCheck } from "../shared/checks";
import { parseTriggers, type Trigger } from "./triggers";

/** The `trigger` attribute of x-tooltip and x-popover: a list of triggers, validated by parseTriggers. */
export const triggersSchema = readCheck<Trigger[]>(parseTriggers, 'is not a list of triggers from "hover focus click", or "manual"');
