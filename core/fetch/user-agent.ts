/** How Folio names itself to every server it asks: pages, robots.txt, GitHub's API, the probe. */
export const USER_AGENT = 'Folio/0.1 (offline documentation mirror)';
