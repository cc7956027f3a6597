/**
 * What CF7 validates (contracts 1.6): the enabled controls in each field wrap outside `.novalidate`, checked boxes
 * only, each selected option, each file; and the wraps' field names, in document order.
 */
export function collectFields(form: HTMLFormElement): { formData: FormData; fields: string[] } {
  const formData = new FormData();
  const fields: string[] = [];
  for (const wrap of form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap")) {
    if (wrap.closest(".novalidate")) continue;
    for (const control of wrap.querySelectorAll<HTMLInputElement>(":where(input, textarea, select):enabled")) {
      if (!control.name) continue;
      switch (control.type) {
        case "button":
        case "image":
        case "reset":
        case "submit":
          break;
        case "checkbox":
        case "radio":
          if (control.checked) formData.append(control.name, control.value);
          break;
        case "select-multiple":
          for (const option of (control as unknown as HTMLSelectElement).selectedOptions) formData.append(control.name, option.value);
          break;
        case "file":
          for (const file of control.files ?? []) formData.append(control.name, file);
          break;
        default:
          formData.append(control.name, control.value);
      }
    }
    const name = wrap.dataset["name"];
    if (name) fields.push(name);
  }
  return { formData, fields };
}
