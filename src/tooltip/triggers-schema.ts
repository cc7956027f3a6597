import * as z from "zod/mini";
import { parseTriggers, type Trigger } from "./triggers";

/** The `trigger` attribute of x-tooltip and x-popover: a list of triggers, validated by parseTriggers. */
export const triggersSchema = z.pipe(
  z.string().check(z.refine((raw) => parseTriggers(raw) !== null, 'is not a list of triggers from "hover focus click", or "manual"')),
  z.transform((raw: string): Trigger[] => parseTriggers(raw)!),
);
