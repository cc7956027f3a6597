import { adoptAfterVoteStyles } from "./after-vote-styles";
import { shareLinks } from "./share";

/** Share links for the page after a positive rating. */
export function Social({ title }: { title: string }) {
  return (
    <nav part="social" aria-label={title} ref={adoptAfterVoteStyles}>
      <p>{title}</p>
      <ul>
        {shareLinks(location.href, document.title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" data-network={network.toLowerCase()}>
              {network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
