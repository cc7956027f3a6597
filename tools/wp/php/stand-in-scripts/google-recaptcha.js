// Google's reCAPTCHA v3 script (https://www.google.com/recaptcha/api.js?render=SITE_KEY), stood in for on the test site,
// which reaches no other host: grecaptcha.ready() and grecaptcha.execute(siteKey, { action }), each token new and
// naming its site key, action and time, so that the stand-in of Contact Form 7 can check it as Google would (for its
// site key, fresh, used once) and say which action asked for it.
window.standInScripts = [...(window.standInScripts ?? []), "google-recaptcha"];

window.grecaptcha = {
  ready(callback) {
    callback();
  },
  execute(siteKey, { action }) {
    const random = Math.random().toString(36).slice(2);
    return Promise.resolve(`x-stand-in-recaptcha.${siteKey}.${action}.${random}.${Math.floor(Date.now() / 1000)}`);
  },
};
