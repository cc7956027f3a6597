// Google's reCAPTCHA v3 api.js, stood in for: a token that says which site key and action it was made for.
window.grecaptcha = {
  ready: (callback) => callback(),
  execute: (siteKey, { action }) => Promise.resolve(`stand-in-token:${siteKey}:${action}`),
};
