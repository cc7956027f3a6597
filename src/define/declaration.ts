import type { AttributeSpecs, AttributeValues } from "./attributes";
import type { MethodSpecs, PropertySpecs } from "./methods";

/*
 * An element's declaration: everything the outside world knows of a tag, written once, in its behaviour's folder
 * (`src/<behaviour>/<tag>.element.ts`). It imports neither React nor the bridge, so the build reads it in Node
 * for the manifest, the types, the README tables and the demo; the browser gets it through its entry point
 * `elements/<tag>.ts` (made by the build from the behaviour folder: tools/build/element-entries.mjs), which pairs it
 * with its component.
 *
 * Documentation keys (`summary`, `description`, `slots`, `parts`, `cssProperties`, `states`, `examples`, `demo`,
 * `wordpress`) and the build's (`view`, `stylesheets`) are
 * stripped from `*.element.ts` files in browser bundles (tools/build/strip-docs.ts): the code must not read them.
 */

/** An event an element fires: a bubbling, composed CustomEvent whose detail has type T. */
export interface EventSpec<T extends object> {
  readonly description: string;
  /** Phantom field carrying the detail type; never set at run time. */
  readonly detail?: T;
}

export function event<T extends object>(description: string): EventSpec<T> {
  return { description };
}

// Any is unavoidable here: a record of events whose detail types differ; read back through EventDetail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventSpecs = Record<string, EventSpec<any>>;
export type EventDetail<S> = S extends EventSpec<infer T> ? T : never;

export type Emit<E extends EventSpecs> = <N extends keyof E & string>(name: N, detail: EventDetail<E[N]>) => void;

/** Documentation of slots, parts, CSS custom properties or custom states: name → description. */
export type Described = Record<string, string>;

/**
 * One step of a person's on an example, for the contract suite: a click on a node (`HTMLElement.click()`, as a
 * mouse or Enter on a button makes), focus moved to a node, or a key pressed where the focus is (`"Escape"`; a
 * Playwright key name). A node is the first the CSS selector finds in the example's markup (the element, its light
 * DOM, the nodes around it), else in the element's open shadow root. `fires`: the element's events the step fires
 * on it, each once, and no others ([] for a step that only sets up the next).
 */
export type Act = ({ click: string } | { focus: string } | { key: string } | MethodCall) & {
  fires: string[];
  /** Declared custom states and whether the element shows each once the step has run (`{ open: true }`). */
  states?: Record<string, boolean>;
};

/**
 * A step of a script's: a declared method called on the element with `args` (none by default). The contract suite
 * also calls it before the element's first render (it waits, then runs). `returns`: what its result deep-equals;
 * `reads`: the element's properties (declared or attributes') and the values they read once it has run.
 */
export interface MethodCall {
  call: string;
  args?: unknown[];
  returns?: unknown;
  reads?: Record<string, unknown>;
}

/** A snippet of HTML that shows the element at work: the demo's playground and the contract suite start from it. */
export interface Example {
  title: string;
  html: string;
  /** Events the example fires by itself once rendered (a countdown whose end has passed fires x-complete). */
  fires?: string[];
  /** Steps of a person's, in order, and the events each fires: test-only, the contract suite runs them. */
  acts?: Act[];
}

/**
 * A value WordPress fills into an attribute the markup leaves out (wordpress/x-elements/includes/class-server-value.php
 * reads it): the server's clock (ISO 8601, UTC), the REST API root, admin-ajax.php's address, the current post's id,
 * whether the visitor is logged in (`logged-in`), a nonce for an action (`nonce:rmp_public_nonce`), a site option or
 * the current post's meta with a key path into an array (`option:rmp_options.feedback`, `post-meta:rmp_vote_count`),
 * or what an active plugin's public static method answers (`call:Rate_My_Post_Public::is_not_votable`). Any of them
 * may end in `==TEXT` or `!=TEXT` (then "true" or "false": `option:rmp_options.social==2`) or in `{name,name=key}`
 * (a JSON object of some keys of an array), JSON objects may be merged with ` + `, and ` if TEST` gives a value only
 * while the test holds (`option:rmp_security.siteKey if option:rmp_security.recaptcha==2`). A wrapped plugin's settings
 * are read so, where the plugin keeps them: no PHP per plugin.
 */
export type ServerValue =
  | "server-time"
  | "rest-url"
  | "admin-ajax-url"
  | "post-id"
  | "logged-in"
  | `logged-in${"==" | "!="}${string}`
  | `nonce:${string}`
  | `option:${string}`
  | `post-meta:${string}`
  | `call:${string}`;

/**
 * Another plugin's front-end output an element takes over when the site owner chooses it (Settings → x-elements):
 * its server markup becomes the element's fallback, and its own front-end scripts are not loaded on that page.
 */
export interface PluginWrap {
  /** The system's key in the settings, shared by the elements that wrap parts of it (`rate-my-post`). */
  system: string;
  /** Its name as site owners know it (`Rate My Post`). */
  name: string;
  /** A PHP constant or class that exists when the plugin is active; absent for WordPress's own output. */
  active?: string;
  /** Shortcodes whose output the element wraps. */
  shortcodes?: string[];
  /** Blocks whose rendered output the element wraps (`mailchimp-for-wp/form`, `core/comments`). */
  blocks?: string[];
  /** Classic widgets (their id base) whose output the element wraps. */
  widgets?: string[];
  /** The theme's comment section (a classic theme's `comments_template()`; a block theme's core/comments block). */
  commentSection?: boolean;
  /** The plugin's script handles the element replaces: dequeued on pages where the element wraps its output. */
  scripts?: string[];
  /** Filters that turn the plugin's scripts off when they return false, in place before its output renders. */
  scriptFilters?: string[];
  /**
   * The plugin's callbacks that print its inline scripts, by hook (`{"wp_print_footer_scripts": ["RevSlider7Output::add_js"]}`:
   * a class's method, its subclasses' too, or a function): taken off those hooks on pages where the element wraps its output.
   */
  callbacks?: Record<string, string[]>;
  /** Text that marks the plugin's inline scripts in its own output (`SR7.PMH`): such a `<script>` is left out of the wrapped output. */
  inlineScripts?: string[];
  /**
   * Element attributes taken from what is wrapped: `attribute:id` (the shortcode's or block's attribute `id`),
   * `input:_wpcf7` (the value of the input named `_wpcf7` in the wrapped markup), or `input:NAME | SOURCE`: a server
   * value's source (see ServerValue) read for the post whose id that input holds, the wrapped form's own settings
   * (`input:_wpcf7 | post-meta:_messages{validation_error}`). The first that has a value wins.
   */
  attributes?: Record<string, `attribute:${string}` | `input:${string}`>;
  /**
   * The owner's settings of the plugin the element follows, each with how (`"Feedback": "feedback, from rmp_options"`):
   * listed per system on the settings page, beside the plugin's checkbox.
   */
  follows?: Record<string, string>;
  /** The plugin's settings the element cannot follow, each with the reason: listed there too. */
  notFollowed?: Record<string, string>;
}

/** An element's block in the block editor, as an owner meets it in the inserter. */
export interface BlockSide {
  /** Its name, one no core block has ("Countdown timer", not "Countdown"). */
  title: string;
  /** A Dashicon's name (`clock`), the element's own among the elements'. */
  icon: string;
  /** The words an owner types to find it, besides its tag's. */
  keywords: string[];
  /**
   * The site's forms it shows, kept by another plugin as posts: their post type, the shortcode that prints one (the
   * block's fallback, which reads on without x-elements) and the element's attribute that takes the form's id.
   */
  forms?: { postType: string; shortcode: string; attribute?: string };
}

/** An element's WordPress side, read by the plugin from the manifest (`wordpress`): no PHP per element. */
export interface WordPressSide {
  block?: BlockSide;
  /** Attributes filled from WordPress where the markup leaves them out. */
  serverValues?: Record<string, ServerValue>;
  /** The server values are given only when this PHP constant or class exists (the plugin they are for is active). */
  serverValuesWhen?: string;
  wraps?: PluginWrap;
}

export interface ElementDeclaration<
  A extends AttributeSpecs = AttributeSpecs,
  E extends EventSpecs = EventSpecs,
  M extends MethodSpecs = MethodSpecs,
  P extends PropertySpecs = PropertySpecs,
> {
  /** Lowercase, starts with `x-`. */
  tag: `x-${string}`;
  /** One sentence: what the element is. */
  summary: string;
  /** More about it, when one sentence is not enough. */
  description?: string;
  attributes: A;
  events: E;
  /** Methods on the element (`method<(n?: number) => void>({...})`, methods.ts), served by the view's handle. */
  methods?: M;
  /** Properties besides the attributes' (`property<number>({...})`, `writableProperty`), served the same way. */
  properties?: P;
  /** `""` is the default slot: the light-DOM content, which is also the element's fallback. */
  slots: Described;
  parts: Described;
  cssProperties: Described;
  /**
   * Runtime states the element shows about itself (`open`, `complete`), as custom states (`:state(open)` in CSS,
   * set with useElementState), never as attributes: saved markup keeps only the page's configuration.
   */
  states?: Described;
  examples: [Example, ...Example[]];
  /** The demo page that shows the element, from the demo's root (`/rating.html`). */
  demo?: string;
  /**
   * The view's component when it is not named after the tag (`"MapView"`: `export function MapView` in MapView.tsx,
   * beside the declaration). Read from the file by the build (tools/build/element-entries.mjs): a literal string.
   */
  view?: string;
  /**
   * The shadow root's stylesheets, beside the declaration, in order, when they are not `<name>.css` alone
   * (`["panel.css", "tooltip.css"]`; a stylesheet two elements name is shipped once). A literal list, as `view`.
   */
  stylesheets?: readonly string[];
  /** What the WordPress plugin does for the element: server values, and the plugin output it wraps. */
  wordpress?: WordPressSide;
  /**
   * `false` when the component attaches no React event handlers (onClick, onKeyDown...). React then never adds
   * its ~150 listeners to the element's shadow root. By default it adds them on the element's first use (the
   * first pointer, focus, key, click, input or submit inside it), so an element nobody touches costs a dozen
   * listeners, not 150. Listeners the component adds itself (addEventListener) are not affected. Default true.
   */
  reactEvents?: boolean;
}

/** Checks a declaration's tag and keeps its literal types; defines nothing. */
export function declare<
  const A extends AttributeSpecs,
  const E extends EventSpecs,
  const M extends MethodSpecs = Record<never, never>,
  const P extends PropertySpecs = Record<never, never>,
>(declaration: ElementDeclaration<A, E, M, P>): ElementDeclaration<A, E, M, P> {
  if (!/^x-[a-z0-9]+(-[a-z0-9]+)+$|^x-[a-z0-9]+$/.test(declaration.tag)) {
    throw new Error(`[${declaration.tag}] tag names must be lowercase, starting with "x-"`);
  }
  return declaration;
}

/** The attributes' parsed values of a declaration, by property name. */
export type ValuesOf<D extends ElementDeclaration> = D extends ElementDeclaration<infer A, EventSpecs> ? AttributeValues<A> : never;
export type EventsOf<D extends ElementDeclaration> = D extends ElementDeclaration<AttributeSpecs, infer E> ? E : never;

/** What every element component receives: its parsed attributes, its host element and a typed event emitter. */
export type ElementProps<D extends ElementDeclaration> = ValuesOf<D> & {
  host: HTMLElement;
  emit: Emit<EventsOf<D>>;
};
