/*
 * Every tag the suite checks: each declaration in `src/<behaviour>/<tag>.element.ts`, paired with its entry point
 * `elements/<tag>.ts` (made by the build from the behaviour folder). A new element is checked by being declared; a
 * run may be limited to some tags (X_TAGS).
 *
 * The suite reads declarations through the small structural types below, not the bridge's own types, so that it
 * keeps compiling while the bridge changes shape: it relies only on what the declaration format promises.
 */

import entryLoaders from "virtual:x-elements/entries";

/** What the suite reads of an attribute spec. */
export interface AttributeLike {
  readonly kind: "string" | "boolean" | "number" | "date" | "enum" | "json";
  readonly default: unknown;
  readonly required: boolean;
  readonly typeText: string;
  readonly description: string;
  parse(raw: string): { ok: true; value: unknown } | { ok: false; problem: string };
  serialize(value: unknown): string | null;
}

/** A person's step on an example: a click on or focus to a node (a selector), or a key pressed; the events it fires. */
export type ActLike = ({ click: string } | { focus: string } | { key: string } | CallLike) & {
  fires: string[];
  states?: Record<string, boolean>;
};

/** A declared method called with arguments: what it returns, and properties that read values after it. */
export interface CallLike {
  call: string;
  args?: unknown[];
  returns?: unknown;
  reads?: Record<string, unknown>;
}

export interface ExampleLike {
  title: string;
  html: string;
  fires?: string[];
  acts?: ActLike[];
}

/** What the suite reads of a declaration. */
export interface DeclarationLike {
  tag: string;
  attributes: Record<string, AttributeLike>;
  events: Record<string, { description: string }>;
  methods?: Record<string, { description: string }>;
  properties?: Record<string, { description: string; default: unknown }>;
  slots: Record<string, string>;
  /** Runtime states (custom states): name → description; a name ending in "…" stands for every name it starts. */
  states?: Record<string, string>;
  examples: ExampleLike[];
}

export interface Attribute {
  /** The JS property, camelCase. */
  property: string;
  /** The HTML attribute, kebab-case. */
  name: string;
  spec: AttributeLike;
}

export interface ContractTag {
  tag: string;
  declaration: DeclarationLike;
  declarationPath: string;
  attributes: Attribute[];
  /** The entry point's path and loader; absent when no `elements/<tag>.ts` exists (a failure of its own). */
  entryPath?: string;
  loadEntry?: () => Promise<unknown>;
}

const declarationModules = import.meta.glob<{ default: DeclarationLike }>("/src/*/*.element.ts", { eager: true });

/** `leadingZeros` → `leading-zeros`, the naming rule of the element contract. */
export const kebab = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The tags a run is limited to (`npm test -- elements x-slider`: X_TAGS, see web-test-runner.config.mjs); none: all. */
const onlyTags: string[] = String(import.meta.env["X_TAGS"] ?? "")
  .split(",")
  .filter(Boolean);
const checked = (tag: string): boolean => onlyTags.length === 0 || onlyTags.includes(tag);

/** The tags whose entry point the build makes (tools/build/element-entries.mjs). */
export const entryTags = Object.keys(entryLoaders).filter(checked).sort();

export const contractTags: ContractTag[] = Object.entries(declarationModules)
  .map(([declarationPath, module]) => {
    const declaration = module.default;
    const attributes = Object.entries(declaration.attributes).map(([property, spec]) => ({ property, name: kebab(property), spec }));
    const contractTag: ContractTag = { tag: declaration.tag, declaration, declarationPath, attributes };
    // Lazy: nothing is defined until a test asks for it, so the state without JavaScript can be checked first.
    const loadEntry = entryLoaders[declaration.tag];
    if (loadEntry) {
      contractTag.entryPath = `elements/${declaration.tag}.ts`;
      contractTag.loadEntry = loadEntry;
    }
    return contractTag;
  })
  .filter(({ tag }) => checked(tag))
  .sort((a, b) => a.tag.localeCompare(b.tag));
