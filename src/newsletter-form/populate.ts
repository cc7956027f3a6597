/*
 * setData(obj), as MC4WP's populate.js does it: each key names a field (nested objects name `a[b]`, lists `a[]`);
 * text fields take the value, checkboxes and radios are checked when their value is in it, selects select it.
 * Keys without a field are skipped.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map((item) => (item == null ? "" : String(item)));

const named = (form: HTMLFormElement, name: string) => [...form.elements].filter((element) => (element as Control).name === name) as Control[];

function fill(form: HTMLFormElement, name: string, value: unknown): void {
  // A list fills `name[]`, or a multiple select or checkbox group named without brackets.
  const controls = named(form, name).length === 0 && name.endsWith("[]") ? named(form, name.slice(0, -2)) : named(form, name);
  const wanted = texts(value);
  for (const control of controls) {
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      control.checked = wanted.includes(control.value);
    } else if (control instanceof HTMLSelectElement) {
      for (const option of control.options) option.selected = control.multiple ? wanted.includes(option.value) : option.value === wanted[0];
    } else {
      control.value = wanted.join(",");
    }
  }
}

export function populate(form: HTMLFormElement, data: unknown, base?: string): void {
  if (!data || typeof data !== "object") return;
  for (const [key, value] of Object.entries(data)) {
    const name = base === undefined ? key : `${base}[${key}]`;
    if (Array.isArray(value)) fill(form, `${name}[]`, value);
    else if (value && typeof value === "object") populate(form, value, name);
    else fill(form, name, value);
  }
}
