/*
 * What makes a passage an answer rather than a match: a question about a price is answered by a passage that names
 * one, a question about time by one that gives a duration, and so on. Each kind: how a question asks for it, and how
 * a passage gives it.
 */
const NUMBER = String.raw`(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

const KINDS: Array<{ asks: RegExp; gives: RegExp }> = [
  // a price
  { asks: /\b(how much|costs?|prices?|pricing|fees?|charge|expensive|cheap|budget|afford)\b/i, gives: /€\s?\d|\d\s?€/ },
  // a duration
  {
    asks: /\b(how long|how soon|how quickly|takes?|duration|weeks?|months?)\b/i,
    gives: new RegExp(String.raw`\b${NUMBER}(?:\s+to\s+${NUMBER})?\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\b`, "i"),
  },
  // a place
  { asks: /\b(where|address|office|located|visit|find you)\b/i, gives: /\bRua\b|\d{4}-\d{3}/ },
  // a way to get in touch
  { asks: /\b(contact|e-?mail|phone|call|reach|write to)\b/i, gives: /[\w.]+@[\w.]+\.\w+|\+\d[\d ]{6,}/ },
];

/** Whether a passage gives what the question asks for (false when the question asks for no kind of answer we know). */
export function answersKind(question: string, passage: string): boolean {
  return KINDS.some((kind) => kind.asks.test(question) && kind.gives.test(passage));
}
