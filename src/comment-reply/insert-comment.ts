import { inertCopy } from "../shared/post-page";

/** A comment from the returned page, for this one: its markup, without scripts or event-handler attributes. */
function copyOf(comment: HTMLElement): HTMLElement {
  const holder = document.createElement("div");
  holder.append(comment.cloneNode(true));
  return inertCopy(holder).firstElementChild as HTMLElement;
}

/**
 * Puts the new comment where the returned page has it: in its parent's `.children` list (made if the parent had no
 * replies yet), or at the end of the comment list (made before the form's home if the post had no comments).
 */
export function insertComment(host: HTMLElement, comment: HTMLElement, home: Element): HTMLElement {
  const copy = copyOf(comment);
  const parentItem = comment.parentElement?.closest<HTMLElement>('[id^="comment-"]');
  const localParent = parentItem ? host.querySelector<HTMLElement>(`#${CSS.escape(parentItem.id)}`) : null;
  if (localParent) {
    let children = localParent.querySelector(":scope > .children");
    if (!children) {
      children = document.createElement(comment.parentElement!.localName === "ul" ? "ul" : "ol");
      children.className = "children";
      localParent.append(children);
    }
    children.append(copy);
    return copy;
  }
  let list = host.querySelector(".comment-list");
  if (!list) {
    list = document.createElement("ol");
    list.className = "comment-list";
    home.before(list);
  }
  list.append(copy);
  return copy;
}
