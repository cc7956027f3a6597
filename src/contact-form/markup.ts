import type { Field } from "./fields";
import { LENGTH_TYPES } from "./fields";
import type { Labels } from "./labels";

/*
 * Variant 2 of the tag: the `fields` JSON becomes the markup CF7 renders on the server (contracts 1.2), in the
 * element's light DOM, so theme CSS written for CF7 applies and both variants share one enhancement.
 */

type Attributes = Record<string, string | undefined | false>;

function h(tag: string, attributes: Attributes = {}, ...children: Array<Node | string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const controlId = (unitTag: string, field: Field) => `${unitTag}-${field.name}`.replace(/[^0-9a-z_-]+/gi, "-");

/** CF7's class list: `wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email`. */
function controlClass(field: Field, required: boolean): string {
  const textLike = ["email", "url", "tel"].includes(field.type) ? " wpcf7-text" : "";
  const validatesAs = ["email", "url", "tel", "number", "date"].includes(field.type) ? ` wpcf7-validates-as-${field.type}` : "";
  return `wpcf7-form-control wpcf7-${field.type}${required ? " wpcf7-validates-as-required" : ""}${textLike}${validatesAs}`;
}

/** CF7's default maximum lengths, which its schema enforces too: 400 characters for a line, 2000 for a textarea. */
const DEFAULT_MAX_LENGTH = { line: 400, textarea: 2000 };

const wrap = (field: Field, control: HTMLElement) => h("span", { class: "wpcf7-form-control-wrap", "data-name": field.name }, control);

function listItems(field: Field, type: "checkbox" | "radio"): HTMLElement[] {
  const name = type === "checkbox" ? `${field.name}[]` : field.name;
  return (field.options ?? []).map((option, index, all) =>
    h(
      "span",
      { class: `wpcf7-list-item${index === 0 ? " first" : ""}${index === all.length - 1 ? " last" : ""}` },
      // Nothing checked, as CF7 renders an option without `default:`: a radio group is required, so a visitor who
      // skips it is asked to choose instead of silently sending the first option.
      h("label", {}, h("input", { type, name, value: option, "aria-invalid": "false" }), h("span", { class: "wpcf7-list-item-label" }, option)),
    ),
  );
}

function textControl(field: Field, id: string, required: boolean): HTMLElement {
  const lengths = LENGTH_TYPES.includes(field.type);
  const attributes: Attributes = {
    id,
    name: field.name,
    class: controlClass(field, required),
    "aria-required": required && "true",
    "aria-invalid": "false",
    placeholder: field.placeholder,
    [lengths ? "minlength" : "min"]: field.min?.toString(),
    [lengths ? "maxlength" : "max"]: (
      field.max ?? (lengths ? DEFAULT_MAX_LENGTH[field.type === "textarea" ? "textarea" : "line"] : undefined)
    )?.toString(),
  };
  if (field.type === "textarea") return h("textarea", { ...attributes, cols: "40", rows: "10" });
  return h("input", { ...attributes, type: field.type, size: "40" });
}

function select(field: Field, id: string, required: boolean): HTMLElement {
  const blank = h("option", { value: "" }, field.placeholder ?? "—Please choose an option—");
  const options = (field.options ?? []).map((option) => h("option", { value: option }, option));
  return h(
    "select",
    { id, name: field.name, class: controlClass(field, required), "aria-required": required && "true", "aria-invalid": "false" },
    blank,
    ...options,
  );
}

/** Marks a button whose text is the `submit` label, to follow that label when it changes. */
export const SUBMIT_LABELLED = "data-x-submit-label";
/** Marks a form rendered from `fields`. */
export const GENERATED_FORM = "data-x-generated";

/** CF7's submit button; without a label of its own, it shows the element's `submit` label. */
function submitBlock(label: string | undefined, submitLabel: string): HTMLElement {
  const button = h("input", {
    type: "submit",
    value: label ?? submitLabel,
    class: "wpcf7-form-control wpcf7-submit has-spinner",
    [SUBMIT_LABELLED]: label === undefined && "",
  });
  return h("p", {}, button);
}

function fieldBlock(field: Field, unitTag: string, submitLabel: string): HTMLElement {
  const id = controlId(unitTag, field);
  const required = field.required === true;
  const label = field.label ?? field.name;
  switch (field.type) {
    case "submit":
      return submitBlock(field.label, submitLabel);
    case "checkbox":
    case "radio": {
      const group = h("span", { id, class: controlClass(field, required) }, ...listItems(field, field.type));
      return h("fieldset", { class: "wpcf7-group" }, h("legend", {}, label), wrap(field, group));
    }
    case "acceptance": {
      const box = h("input", { type: "checkbox", name: field.name, value: "1", id, "aria-invalid": "false" });
      const item = h("span", { class: "wpcf7-list-item" }, h("label", {}, box, h("span", { class: "wpcf7-list-item-label" }, label)));
      const optional = field.required === false ? " optional" : "";
      return h("p", {}, wrap(field, h("span", { class: `wpcf7-form-control wpcf7-acceptance${optional}` }, item)));
    }
    case "select":
      return h("p", {}, h("label", { for: id }, label), h("br"), wrap(field, select(field, id, required)));
    case "file": {
      const input = h("input", {
        type: "file",
        id,
        name: field.name,
        accept: field.accept,
        class: controlClass(field, required),
        "aria-required": required && "true",
        "aria-invalid": "false",
      });
      return h("p", {}, h("label", { for: id }, label), h("br"), wrap(field, input));
    }
    default:
      return h("p", {}, h("label", { for: id }, label), h("br"), wrap(field, textControl(field, id, required)));
  }
}

/**
 * The CF7 form for a field list, with a submit button at the end when the list has none; hidden `_wpcf7*` inputs and
 * the response box are added by the enhancement.
 */
export function renderForm(fields: Field[], unitTag: string, labels: Pick<Labels, "form" | "submit">): HTMLFormElement {
  const submitLabel = labels.submit;
  const form = h("form", {
    method: "post",
    class: "wpcf7-form init",
    "aria-label": labels.form,
    novalidate: "",
    "data-status": "init",
    enctype: fields.some((field) => field.type === "file") ? "multipart/form-data" : undefined,
    [GENERATED_FORM]: "",
  }) as HTMLFormElement;
  form.append(...fields.map((field) => fieldBlock(field, unitTag, submitLabel)));
  if (!fields.some((field) => field.type === "submit")) form.append(submitBlock(undefined, submitLabel));
  return form;
}
