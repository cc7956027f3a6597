/** Captcha and quiz refills after a submit or reset (contracts 1.5). */
export interface Refill {
  captcha?: Record<string, string> | undefined;
  quiz?: Record<string, [string, string]> | undefined;
}

export function refill(form: HTMLFormElement, { captcha, quiz }: Refill): void {
  for (const [name, url] of Object.entries(captcha ?? {})) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (input) input.value = "";
    const image = form.querySelector<HTMLImageElement>(`img.wpcf7-captcha-${CSS.escape(name.replaceAll(":", ""))}`);
    if (image) image.src = url;
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url);
    const hidden = form.querySelector<HTMLInputElement>(`input[name="_wpcf7_captcha_challenge_${CSS.escape(name)}"]`);
    if (hidden && challenge) hidden.value = challenge[1]!;
  }
  for (const [name, [question, hash]] of Object.entries(quiz ?? {})) {
    const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(name)}"]`);
    if (!wrap) continue;
    const input = wrap.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (input) input.value = "";
    const label = wrap.querySelector(".wpcf7-quiz-label");
    if (label) label.textContent = question;
    const answer = wrap.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${CSS.escape(name)}"]`);
    if (answer) answer.value = hash;
  }
}
