import { isWebUrl } from "../define/declare";
import { adoptAfterVoteStyles } from "./after-vote-styles";
import { shareLinks, type ShareLink } from "./share";
import type { Headings } from "./server-texts";

interface Props {
  /** The section's name (the page's socialTitle text). */
  title: string;
  /** The wrapped widget's own headings of its social section, as the owner worded them, if any. */
  headings: Headings;
  /** The wrapped widget's own links (the owner's profiles, or its share links); absent: share links of the page. */
  links: ShareLink[] | null;
}

/** The social section after a positive rating: the wrapped widget's links as the owner set them, or share links. */
export function Social({ title, headings, links }: Props) {
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
