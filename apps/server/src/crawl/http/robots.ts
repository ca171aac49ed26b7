// robots.txt (RFC 9309): the group for our product token, else '*'; the longest matching rule wins,
// Allow over Disallow on a tie. Wildcards '*' and the end anchor '$' are supported.

interface Rule {
  allow: boolean;
  pattern: string;
}

function parseGroups(text: string): Map<string, Rule[]> {
  const groups = new Map<string, Rule[]>();
  let agents: string[] = [];
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!lastWasAgent) agents = [];
      agents.push(value.toLowerCase());
      if (!groups.has(value.toLowerCase())) groups.set(value.toLowerCase(), []);
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key !== 'allow' && key !== 'disallow') continue;
    // An empty Disallow allows everything: it adds no rule.
    if (value === '') continue;
    for (const agent of agents) groups.get(agent)?.push({ allow: key === 'allow', pattern: value });
  }
  return groups;
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

/** Whether `productToken` (e.g. 'AssemblyFinder') may fetch `pathAndQuery` under these robots rules. */
export function isAllowedByRobots(robotsText: string, productToken: string, pathAndQuery: string): boolean {
  const groups = parseGroups(robotsText);
  const rules = groups.get(productToken.toLowerCase()) ?? groups.get('*') ?? [];
  let best: Rule | undefined;
  for (const rule of rules) {
    if (!matches(rule.pattern, pathAndQuery)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule;
    }
  }
  return best?.allow ?? true;
}
