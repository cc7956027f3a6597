import * as z from "zod/mini";

/** One swv rule as CF7 emits it (contracts 1.7); `all` and `any` nest child rules. */
export interface SwvRule {
  rule: string;
  field?: string | undefined;
  error?: string | undefined;
  accept?: Array<string | number> | undefined;
  threshold?: string | number | undefined;
  base?: string | number | undefined;
  interval?: string | number | undefined;
  rules?: SwvRule[] | undefined;
}

export interface SwvSchema {
  version: string;
  locale?: string | undefined;
  rules: SwvRule[];
}

/** A text or a number (a check of its own: zod's union costs 0.2 KB gzip more for this one use). */
const scalar = z.custom<string | number>((value) => typeof value === "string" || typeof value === "number");

export const swvRuleSchema: z.ZodMiniType<SwvRule> = z.looseObject({
  rule: z.string(),
  field: z.optional(z.string()),
  error: z.optional(z.string()),
  accept: z.optional(z.array(scalar)),
  threshold: z.optional(scalar),
  base: z.optional(scalar),
  interval: z.optional(scalar),
  get rules() {
    return z.optional(z.array(swvRuleSchema));
  },
});

/** The body of GET contact-forms/{id}/feedback/schema, also accepted inline in the `schema` attribute. */
export const swvSchemaSchema: z.ZodMiniType<SwvSchema> = z.looseObject({
  version: z.string(),
  locale: z.optional(z.string()),
  rules: z.array(swvRuleSchema),
});
