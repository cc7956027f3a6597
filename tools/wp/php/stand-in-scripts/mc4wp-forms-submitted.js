/* global mc4wp_submitted_form */
// MC4WP's forms-submitted.js, stood in for on the test site: after a post, a form answered with errors gets the
// visitor's values back (MC4WP's form.setData(), by field name), as the page MC4WP renders has its fields empty.
window.standInScripts = [...(window.standInScripts ?? []), "mc4wp-forms-submitted"];

if (typeof mc4wp_submitted_form !== "undefined" && mc4wp_submitted_form.errors) {
  const form = document.getElementById(mc4wp_submitted_form.element_id);
  for (const [name, value] of Object.entries(mc4wp_submitted_form.data ?? {})) {
    for (const field of form?.querySelectorAll(`[name="${name}"]`) ?? []) {
      if (field.type === "checkbox" || field.type === "radio") field.checked = [value].flat().includes(field.value);
      else field.value = value;
    }
  }
}
