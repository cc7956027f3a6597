/*
 * MC4WP's event API, for site scripts written against it: `mc4wp.forms.on("success", (form, data) => …)` and
 * `mc4wp.forms.on("42.subscribed", …)`. Every event is emitted as "{id}.{name}", then "{name}"; submit at once
 * (a listener may still cancel the submission), every other event 10 ms later, as MC4WP's forms.js does.
 *
 * When MC4WP's own script is on the page it owns `mc4wp.forms` and already reports focus, change and submit from its
 * document listeners; the element then passes it only what its script cannot see (the results of a submission).
 */

// MC4WP hands listeners whatever arguments an event has: the form first, then the DOM event, errors or data.
type Listener = (...args: unknown[]) => void;

export interface FormsApi {
  on(event: string, callback: Listener): void;
  trigger(event: string, args: unknown[]): void;
  get?(id: number | string): unknown;
  getByElement?(element: Element): unknown;
}

interface Mc4wpGlobal {
  forms?: FormsApi;
  listeners?: Array<{ event: string; callback: Listener }>;
}

/** What MC4WP calls a form: the object handed to listeners. */
export interface Mc4wpForm {
  readonly id: number;
  readonly element: HTMLFormElement;
}

export const EVENT_DELAY = 10;
/** Events MC4WP's own script reports by itself. */
const REPORTED_BY_MC4WP = new Set(["started", "change", "submit"]);

const listeners = new Map<string, Listener[]>();
const forms = new Set<Mc4wpForm>();

function emit(event: string, args: unknown[]): void {
  for (const listener of listeners.get(event) ?? []) {
    try {
      listener(...args);
    } catch (cause) {
      // A site script's error must not stop the others, nor the form.
      console.error(cause);
    }
  }
}

const ours: FormsApi = {
  on(event, callback) {
    listeners.set(event, [...(listeners.get(event) ?? []), callback]);
  },
  trigger(event, args) {
    const form = args[0] as Mc4wpForm;
    emit(`${form.id}.${event}`, args);
    emit(event, args);
  },
  get: (id) => [...forms].find((form) => form.id === Number(id)),
  getByElement: (element) => [...forms].find((form) => form.element === ((element as HTMLInputElement).form ?? element)),
};

function mc4wp(): Mc4wpGlobal {
  const holder = window as Window & { mc4wp?: Mc4wpGlobal };
  holder.mc4wp ??= {};
  return holder.mc4wp;
}

/** Puts the API on window.mc4wp.forms unless MC4WP's script did, and takes the listeners queued before it. */
function install(): FormsApi {
  const global = mc4wp();
  if (global.forms && global.forms !== ours) return global.forms;
  global.forms = ours;
  for (const { event, callback } of global.listeners ?? []) ours.on(event, callback);
  delete global.listeners;
  return ours;
}

export function register(form: Mc4wpForm): () => void {
  install();
  forms.add(form);
  return () => forms.delete(form);
}

/**
 * Emits an MC4WP event for the form, then calls `after` (the element's own DOM event): at once for submit, 10 ms
 * later for the others. Returns a cancel function for a pending one.
 */
export function trigger(name: string, args: [Mc4wpForm, ...unknown[]], after: () => void): () => void {
  const api = install();
  const foreign = api !== ours;
  const run = () => {
    if (!foreign) api.trigger(name, args);
    after();
  };
  // MC4WP's trigger delays by itself; only what its own listeners cannot see goes to it.
  if (foreign && !REPORTED_BY_MC4WP.has(name)) api.trigger(name, args);
  if (name === "submit") {
    run();
    return () => {};
  }
  const timer = setTimeout(run, EVENT_DELAY);
  return () => clearTimeout(timer);
}
