/* global wpcf7: writable */
// Contact Form 7's front-end script, stood in for on the test site (CF7 6.1.6's includes/js/src, told in short, without
// its client validation): each `.wpcf7 > form` is sent to CF7's REST feedback route as multipart FormData, its status
// shown as data-status and a class, its wpcf7* events fired on the form, the server's message shown in the response
// box and its invalid fields as tips; on mail_sent the form is reset and refilled. Send stays disabled until the
// acceptance boxes are accepted, unless the form has CF7's wpcf7-acceptance-as-validation class.
window.standInScripts = [...(window.standInScripts ?? []), "contact-form-7"];

document.addEventListener("DOMContentLoaded", () => {
  if (typeof wpcf7 === "undefined" || typeof wpcf7.api === "undefined") return console.error("wpcf7 is not defined.");
  const CLASSES = {
    validation_failed: "invalid",
    acceptance_missing: "unaccepted",
    mail_sent: "sent",
    mail_failed: "failed",
    payment_required: "payment-required",
  };
  const KNOWN = ["init", "invalid", "unaccepted", "spam", "aborted", "sent", "failed", "submitting", "resetting", "validating", "payment-required"];

  const apiFetch = (endpoint, options) => {
    const namespace = (wpcf7.api.namespace ?? "contact-form-7/v1").replace(/^\/|\/$/g, "");
    let path = `${namespace}/${endpoint.replace(/^\//, "")}`;
    if (wpcf7.api.root.includes("?")) path = path.replace("?", "&");
    return fetch(wpcf7.api.root + path.replace(/^\//, ""), { ...options, headers: { Accept: "application/json, */*;q=0.1" } }).then((response) => {
      if (response.status < 200 || response.status >= 300) throw response;
      return response.status === 204 ? null : response.json();
    });
  };

  const setStatus = (form, status) => {
    let next = CLASSES[status] ?? status;
    if (!KNOWN.includes(next))
      next = `custom-${status
        .replace(/[^0-9a-z]+/i, " ")
        .trim()
        .replace(/\s+/, "-")}`;
    const prev = form.wpcf7.status;
    form.wpcf7.status = next;
    form.setAttribute("data-status", next);
    form.classList.add(next);
    if (prev && prev !== next) {
      form.classList.remove(prev);
      form.dispatchEvent(
        new CustomEvent("wpcf7statuschanged", { bubbles: true, detail: { contactFormId: form.wpcf7.id, status: next, prevStatus: prev } }),
      );
    }
    return next;
  };
  const fire = (form, name, detail) => form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));

  const clearResponse = (form) => {
    form.querySelectorAll(".wpcf7-not-valid-tip").forEach((tip) => tip.remove());
    form.querySelectorAll("[aria-invalid]").forEach((node) => node.setAttribute("aria-invalid", "false"));
    form.querySelectorAll(".wpcf7-not-valid").forEach((node) => node.classList.remove("wpcf7-not-valid"));
    form.wpcf7.parent.querySelector('.screen-reader-response [role="status"]').innerText = "";
    form.wpcf7.parent.querySelector(".screen-reader-response ul").replaceChildren();
    form.querySelectorAll(".wpcf7-response-output").forEach((div) => (div.innerText = ""));
  };
  const setValidationError = (form, field, message) => {
    form.querySelectorAll(`.wpcf7-form-control-wrap[data-name="${field}"]`).forEach((wrap) => {
      const tip = document.createElement("span");
      tip.className = "wpcf7-not-valid-tip";
      tip.setAttribute("aria-hidden", "true");
      tip.textContent = message;
      wrap.append(tip);
      wrap.querySelectorAll("[aria-invalid]").forEach((node) => node.setAttribute("aria-invalid", "true"));
      wrap.querySelectorAll(".wpcf7-form-control").forEach((control) => control.classList.add("wpcf7-not-valid"));
    });
    const item = document.createElement("li");
    item.textContent = message;
    form.wpcf7.parent.querySelector(".screen-reader-response ul").append(item);
  };

  const detailOf = (form, formData) => ({
    contactFormId: form.wpcf7.id,
    unitTag: form.wpcf7.unitTag,
    status: form.wpcf7.status,
    inputs: [...formData].filter(([name]) => !name.startsWith("_")).map(([name, value]) => ({ name, value })),
    formData,
  });

  const submit = (form, options = {}) => {
    const formData = new FormData(form);
    if (options.submitter?.name) formData.append(options.submitter.name, options.submitter.value);
    const detail = detailOf(form, formData);
    clearResponse(form);
    fire(form, "beforesubmit", detail);
    setStatus(form, "submitting");
    apiFetch(`contact-forms/${form.wpcf7.id}/feedback`, { method: "POST", body: formData })
      .then((response) => {
        const status = setStatus(form, response.status);
        detail.status = response.status;
        detail.apiResponse = response;
        if (["invalid", "unaccepted", "spam", "aborted"].includes(status)) fire(form, status, detail);
        else if (["sent", "failed"].includes(status)) fire(form, `mail${status}`, detail);
        fire(form, "submit", detail);
        if (response.posted_data_hash) form.querySelector('input[name="_wpcf7_posted_data_hash"]').value = response.posted_data_hash;
        if (response.status === "mail_sent") {
          form.reset();
          form.wpcf7.resetOnMailSent = true;
        }
        (response.invalid_fields ?? []).forEach((error) => setValidationError(form, error.field, error.message));
        form.wpcf7.parent.querySelector('.screen-reader-response [role="status"]').insertAdjacentText("beforeend", response.message);
        form.querySelectorAll(".wpcf7-response-output").forEach((div) => (div.innerText = response.message));
      })
      .catch((error) => console.error(error));
  };

  const reset = (form) => {
    const detail = detailOf(form, new FormData(form));
    clearResponse(form);
    setStatus(form, "resetting");
    apiFetch(`contact-forms/${form.wpcf7.id}/refill`, { method: "GET" })
      .then((response) => {
        if (form.wpcf7.resetOnMailSent) {
          delete form.wpcf7.resetOnMailSent;
          setStatus(form, "mail_sent");
        } else setStatus(form, "init");
        detail.apiResponse = response;
        fire(form, "reset", detail);
      })
      .catch((error) => console.error(error));
  };

  const initSubmitButton = (form) => {
    if (!form.querySelector(".wpcf7-acceptance") || form.classList.contains("wpcf7-acceptance-as-validation")) return;
    const check = () => {
      const accepted = [...form.querySelectorAll(".wpcf7-acceptance")].every((parent) => {
        if (parent.classList.contains("optional")) return true;
        const checked = parent.querySelector('input[type="checkbox"]').checked;
        return parent.classList.contains("invert") ? !checked : checked;
      });
      form.querySelectorAll(".wpcf7-submit").forEach((button) => (button.disabled = !accepted));
    };
    check();
    form.addEventListener("change", check);
    form.addEventListener("wpcf7reset", check);
  };

  const init = (form) => {
    const formData = new FormData(form);
    form.wpcf7 = {
      id: Math.abs(parseInt(formData.get("_wpcf7"), 10)),
      status: form.getAttribute("data-status"),
      unitTag: formData.get("_wpcf7_unit_tag"),
      parent: form.closest(".wpcf7"),
    };
    form.querySelectorAll(".has-spinner").forEach((element) => element.insertAdjacentHTML("afterend", '<span class="wpcf7-spinner"></span>'));
    initSubmitButton(form);
    form.addEventListener("reset", () => wpcf7.reset(form));
    form.addEventListener("submit", (event) => {
      wpcf7.submit(form, { submitter: event.submitter });
      event.preventDefault();
    });
  };

  wpcf7 = { init, submit, reset, ...(wpcf7 ?? {}) };
  document.querySelectorAll(".wpcf7 > form").forEach((form) => {
    wpcf7.init(form);
    form.closest(".wpcf7").classList.replace("no-js", "js");
  });
});
