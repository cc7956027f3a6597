import { isWebUrl } from "../define/declare";
import { adoptAfterVoteStyles } from "./after-vote-styles";
import { socialSection } from "./after-vote-markup";
import { shareLinks } from "./share";

interface Props {
  /** The section's name (the page's socialTitle text). */
  title: string;
  /** The element, whose wrapped widget's social section (its headings, the owner's links) is shown if it has one. */
  host: HTMLElement;
}

/** The social section after a positive rating: the wrapped widget's as the owner set it up, or share links. */
export function Social({ title, host }: Props) {
  const { links, ...headings } = socialSection(host);
  const shown = (links ?? shareLinks(location.href, document.title)).filter(({ href }) => isWebUrl(href, "link"));
  return (
    <nav part="social" aria-label={headings.title || title} ref={adoptAfterVoteStyles}>
      <p>{headings.title || title}</p>
      {headings.subtitle && <p>{headings.subtitle}</p>}
      <ul>
        {shown.map(({ network, href }) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer" data-network={network.toLowerCase()}>
              {network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
