/*
 * A form's values as MC4WP reads them (form-serialize with `empty: true`): every named input, select and textarea
 * that is not disabled, buttons and file inputs aside; an unchecked checkbox counts as "", a radio group with
 * nothing checked as "" once, a multiple select with nothing selected as "". Read as a nested object (`a[b]`,
 * `a[]`, `a[0]`) by getData, or as a query string by getSerializedData.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const SKIPPED_TYPES = /^(?:submit|button|image|reset|file)$/i;
const CONTROLS = /^(?:input|select|textarea)$/i;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The name and value pairs in document order, empty ones kept. */
export function formPairs(form: HTMLFormElement): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const radios = new Map<string, boolean>();
  for (const element of form.elements) {
    const control = element as Control;
    if (!control.name || control.disabled || !CONTROLS.test(control.localName) || SKIPPED_TYPES.test(control.type)) continue;
    if (control instanceof HTMLSelectElement && control.multiple) {
      const selected = [...control.selectedOptions];
      if (selected.length === 0) pairs.push([control.name, ""]);
      for (const option of selected) pairs.push([control.name, option.value]);
      continue;
    }
    if (control.type === "radio") {
      const checked = (control as HTMLInputElement).checked;
      radios.set(control.name, (radios.get(control.name) ?? false) || checked);
      if (checked) pairs.push([control.name, control.value]);
      continue;
    }
    if (control.type === "checkbox" && !(control as HTMLInputElement).checked) {
      pairs.push([control.name, ""]);
      continue;
    }
    pairs.push([control.name, control.value]);
  }
  for (const [name, checked] of radios) if (!checked) pairs.push([name, ""]);
  return pairs;
}

const BRACKETS = /\[[^[\]]*\]/g;

/** Puts one value into the nested result at the path `["a", "[b]", "[]"]`. */
function assign(target: FormValue | undefined, path: string[], value: string): FormValue {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === "[]") {
    const list = Array.isArray(target) ? target : [];
    list.push(assign(undefined, rest, value));
    return list;
  }
  const inner = /^\[(.+)\]$/.exec(key)?.[1];
  if (inner !== undefined && /^\d+$/.test(inner)) {
    const list = Array.isArray(target) ? target : [];
    list[Number(inner)] = assign(list[Number(inner)], rest, value);
    return list;
  }
  const name = inner ?? key;
  const object = target && typeof target === "object" && !Array.isArray(target) ? target : {};
  object[name] = assign(object[name], rest, value);
  return object;
}

/** getData(): a nested object; a plain name given twice becomes a list. */
export function toObject(pairs: Array<[string, string]>): FormObject {
  const result: FormObject = {};
  for (const [name, value] of pairs) {
    const brackets = name.match(BRACKETS);
    if (brackets && name.indexOf("[") > 0) {
      const base = name.slice(0, name.indexOf("["));
      result[base] = assign(result[base], brackets, value);
      continue;
    }
    const existing = result[name];
    if (existing) result[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    else result[name] = value;
  }
  return result;
}

/** getSerializedData(): `a=1&b=&c%5B%5D=x`, spaces as `+`. */
export function toQueryString(pairs: Array<[string, string]>): string {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%20/g, "+")}`).join("&");
}
