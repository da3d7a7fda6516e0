// No React here: the server-rendered page's small entry reads it too (a preview hydrates the page at once).

/**
 * The instant an owner's preview asks for: `#at={ISO instant}` in the address. Only the fragment, which no request
 * carries: the server render and the gateway's guest cache never see it, so it cannot make them keep a page of
 * another time; whoever writes it changes only their own view, as with their device's clock.
 */
export function previewInstant(hash: string): number | null {
  const at = /^#at=([^&]+)$/.exec(hash)?.[1];
  const instant = at ? Date.parse(decodeURIComponent(at)) : NaN;
  return Number.isNaN(instant) ? null : instant;
}
