import { describe, expect, it } from 'vitest';
import { isAllowedByRobots } from './robots.js';

const ROBOTS = `
User-agent: *
Disallow: /polizei/intern/
Allow: /polizei/intern/oeffentlich$

User-agent: AssemblyFinder
User-agent: OtherBot
Disallow: /data_ext/*.csv$
Disallow: /private
`;

describe('isAllowedByRobots (RFC 9309)', () => {
  it('uses the group naming our product token, else the * group', () => {
    expect(isAllowedByRobots(ROBOTS, 'AssemblyFinder', '/polizei/intern/liste')).toBe(true);
    expect(isAllowedByRobots(ROBOTS, 'SomeoneElse', '/polizei/intern/liste')).toBe(false);
  });

  it('supports * wildcards and the $ end anchor', () => {
    expect(isAllowedByRobots(ROBOTS, 'AssemblyFinder', '/data_ext/versammlungen.csv')).toBe(false);
    expect(isAllowedByRobots(ROBOTS, 'AssemblyFinder', '/data_ext/versammlungen.csv?x=1')).toBe(true);
    expect(isAllowedByRobots(ROBOTS, 'AssemblyFinder', '/private/x')).toBe(false);
  });

  it('lets the longest rule win, Allow on a tie', () => {
    expect(isAllowedByRobots(ROBOTS, 'Bot', '/polizei/intern/oeffentlich')).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /a\nAllow: /a\n', 'Bot', '/a')).toBe(true);
  });

  it('allows everything when the file is empty or has an empty Disallow', () => {
    expect(isAllowedByRobots('', 'AssemblyFinder', '/anything')).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow:\n', 'AssemblyFinder', '/anything')).toBe(true);
  });
});
