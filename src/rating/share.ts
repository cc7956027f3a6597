/** Share links for a page, as the social widget shows them after a positive rating. */
export interface ShareLink {
  network: string;
  href: string;
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "X", href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: "Pinterest", href: `https://pinterest.com/pin/create/button/?url=${url}&description=${text}` },
    { network: "Reddit", href: `https://www.reddit.com/submit?url=${url}&title=${text}` },
    { network: "Email", href: `mailto:?subject=${text}&body=${url}` },
  ];
}
