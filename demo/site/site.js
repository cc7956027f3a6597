// Tidewater Studio's own script: the theme switch, in place. Without JavaScript the switch is a form that asks the
// server to remember the choice (a cookie) and returns to the page; here the same cookie is written and the page
// changes at once. With no choice made, the theme follows prefers-color-scheme.
const COOKIE = "site-theme";
const dark = window.matchMedia("(prefers-color-scheme: dark)");

function chosen() {
  const match = /(?:^|;\s*)site-theme=(light|dark)(?:;|$)/.exec(document.cookie);
  return match ? match[1] : null;
}

function current() {
  return chosen() ?? (dark.matches ? "dark" : "light");
}

function render() {
  const theme = current();
  for (const button of document.querySelectorAll(".theme-switch button")) {
    button.setAttribute("aria-pressed", String(theme === "dark"));
    button.value = theme === "dark" ? "light" : "dark";
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("theme-switch")) return;
  event.preventDefault();
  const next = current() === "dark" ? "light" : "dark";
  document.cookie = `${COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.dataset.theme = next;
  render();
});

dark.addEventListener("change", render);
render();

// The comment count in the thread's heading follows a comment posted in place (x-comment-reply inserts it without
// reloading the page; the server writes the same words on the next visit).
document.addEventListener("x-comment-post", (event) => {
  const thread = event.target;
  const count = thread.querySelector(".comments-count");
  if (!count) return;
  const total = thread.querySelectorAll(".comment-list li.comment").length;
  count.textContent = total === 1 ? "One comment" : `${total} comments`;
});
